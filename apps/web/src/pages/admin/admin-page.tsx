import { useEffect } from 'react';
import { PageHead } from '../../components/ui/page-head.tsx';
import { adminMeta } from '../../content/admin.ts';

/** The portal is a document of its own at /admin (decision 038), never a page of the site's app, which
 * may run a chat vendor's script. index.html's head script sends a visit to /#/admin there before
 * the app starts; this route does it for an address changed in place (a hash typed or followed). */
export function AdminPage() {
  useEffect(() => {
    location.replace('/admin');
  }, []);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 p-6">
      <PageHead {...adminMeta} noindex />
      <p className="text-slate-700">
        Opening the{' '}
        <a href="/admin" className="font-semibold text-brand-700 underline">
          admin portal
        </a>
        …
      </p>
    </main>
  );
}

export { AdminPage as Component };
