import { pageLoading } from '../../content/page-loading.ts';
import { LoadingStatus } from './loading-status.tsx';

/** The page's place while its code loads (a link to a page not visited yet): the frame keeps its height,
 * so the footer does not jump up under the header, and a spinner appears if the wait is noticeable. */
export function PageLoading() {
  return (
    <main id="main" tabIndex={-1} className="min-h-[70vh] focus:outline-none">
      <LoadingStatus text={pageLoading.text} late />
    </main>
  );
}
