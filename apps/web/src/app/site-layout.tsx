import { Outlet } from 'react-router';

/** The public site's frame: header, main content and footer (built out by the public-site work). */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <div className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}
