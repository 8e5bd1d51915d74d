import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

/** How far the page must be scrolled before the button appears. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 400;

/** docs/product.md §2 Footer: a button back to the top, shown once the visitor has scrolled down. It sits
 * above the chat button (bottom-right, offsets 10/20px, about 56px tall). */
export function ScrollToTopButton() {
  const { t } = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A page opened already scrolled down (a reload, an anchor) shows the button at once.
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  const scrollToTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button disappears at the top; keep keyboard focus at the start of the content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      aria-label={t('info.scrollToTop')}
      onClick={scrollToTop}
      className="fixed bottom-[76px] right-[14px] z-[999] flex h-12 w-12 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-700 shadow-lg transition-opacity duration-200 hover:bg-brand-50 starting:opacity-0 lg:bottom-[88px] lg:right-6"
    >
      <Icon node={ArrowUp} className="h-5 w-5" />
    </button>
  );
}
