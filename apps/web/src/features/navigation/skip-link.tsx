/** "Skip to content": moves focus to the page's <main id="main" tabIndex={-1}>. A plain
 * href="#main" would be read by the hash router as a route, so this is a button that leaves the
 * URL alone. */
import { useT } from '../../lib/i18n/i18n-context.ts';

export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const { t } = useT();
  const skip = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <button
      type="button"
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[1200] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
    >
      {t('header.skipToContent')}
    </button>
  );
}
