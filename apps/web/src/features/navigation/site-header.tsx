import type { ReactNode } from 'react';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import { SiteLogo } from './site-logo.tsx';

// The menus work as the server's HTML alone (CSS hover and focus, the browser's popover: decision
// 046): each is hydrated in a slice of its own, right after the header (decision 060).
const DesktopNav = lazyPart(() => import('./desktop-nav.tsx').then((module) => module.DesktopNav));
const MobileMenu = lazyPart(() => import('./mobile-menu.tsx').then((module) => module.MobileMenu));

type SiteHeaderProps = {
  /** The language picker, in the header (desktop) or in the side menu (small screens). */
  renderLanguagePicker: (variant: 'header' | 'menu') => ReactNode;
  /** The search button (and the overlay it opens). */
  search: ReactNode;
};

/** The sticky site header (docs/product.md §2 Header). Its height is fixed per breakpoint, so nothing below
 * it moves while the page loads. */
export function SiteHeader({ renderLanguagePicker, search }: SiteHeaderProps) {
  return (
    <header
      data-site-header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:h-20 lg:gap-4 lg:px-8">
        <SiteLogo />
        <div className="ml-auto flex items-center gap-1">
          <DesktopNav />
          <div className="hidden lg:block">{renderLanguagePicker('header')}</div>
          {search}
          <MobileMenu languagePicker={renderLanguagePicker('menu')} />
        </div>
      </div>
    </header>
  );
}
