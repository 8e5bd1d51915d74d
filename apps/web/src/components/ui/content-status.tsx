import { contentStates } from '../../content/common.ts';
import { LoadingStatus } from './loading-status.tsx';

/** Where a page's items will be: a late spinner while they load, a short alert when they could not. */
export function ContentStatus({ status }: { status: 'loading' | 'failed' }) {
  if (status === 'loading') return <LoadingStatus text={contentStates.loading} late />;
  return (
    <p role="alert" className="mx-auto max-w-xl px-6 py-16 text-center text-lg text-slate-700">
      {contentStates.failed}
    </p>
  );
}
