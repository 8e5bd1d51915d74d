import { ADMIN_BASE } from '@site/shared/admin-paths';
import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { PageHead } from '@site/web/components/ui/page-head.tsx';
import { adminMeta } from '@site/web/content/admin.ts';
import { company } from '@site/web/content/company.ts';
import { AdminPortal } from './admin-portal.tsx';
import { screenOf } from './admin-screens.ts';

/** The admin portal's own document for `/admin` and every address under it (index.html, main.tsx;
 * decisions 038 and 068): its own frame, with no public header, footer or chat, just a small top bar;
 * its routes are paths under /admin. */
export function AdminDocument() {
  // Tests and tools read `data-app="ready"`, as on the public pages (src/app/app.tsx).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <Router base={ADMIN_BASE}>
      <AdminFrame />
    </Router>
  );
}

function AdminFrame() {
  const [location] = useLocation();
  // The screen's name leads the title, so the history and the tabs tell the screens apart.
  const screen = screenOf(ADMIN_BASE + location);
  const title = screen ? `${screen.label} · ${adminMeta.title}` : adminMeta.title;
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <PageHead {...adminMeta} title={title} noindex />
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="min-w-0 truncate font-semibold">
            {company.shortName} <span className="font-normal text-brand-100">· Admin</span>
          </p>
          <a
            href="/"
            className="shrink-0 rounded-md border border-brand-100/60 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            View website
          </a>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8"
      >
        <AdminPortal />
      </main>
    </div>
  );
}
