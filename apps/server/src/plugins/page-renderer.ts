import { Worker } from 'node:worker_threads';
import type { BlogListItem, BlogListPageData, BlogPost, ContentPageData } from '@site/shared';
import type { MatchedRoute, PagePath } from '../lib/page-path.ts';

/** The page to render: its path, and the route the server matched it to (lib/page-path.ts). The
 * renderer shows that route at that path, and refuses a path its router reads otherwise. */
export type PageToRender = Pick<PagePath, 'pathname' | 'route'>;
/** What the server knows that a page shows (apps/web/src/app/render-page.tsx), published posts only:
 * for `/blog` and `/blog?page=N` that page of the list, for `/blog/{slug}` the post (absent when no
 * published post has that slug), for `/search?q=…` the search and the newest posts it finds; for
 * a page of CONTENT_PAGES, what it shows of the content types (never a draft). */
export type PageData = {
  blogList?: BlogListPageData;
  post?: BlogPost;
  search?: { q: string; items: BlogListItem[]; total: number };
  content?: ContentPageData;
};
export type RenderedPage = { status: 200 | 404 | 500; html: string; errors: string[] };

/** What the renderer's thread answers (page-renderer-host.ts), each call a message there and back. */
export type RendererCalls = {
  routeOf(pathname: string): MatchedRoute | null;
  pageStatus(route: MatchedRoute | null, data: PageData): 200 | 404;
  renderPage(page: PageToRender, origin: string, data: PageData): RenderedPage;
};
/** Where the thread finds the web build: its SSR bundle and its index.html. */
export type RendererFiles = { renderModule: string; template: string };

/** One call as it crosses to the thread, and its answer back. */
export type Call = { id: number; method: keyof RendererCalls; args: unknown[] };
export type CallAnswer = { id: number; result?: unknown; error?: string };
/** The calls as a side implements them: the host may answer at once or later, the caller always waits. */
export type CallsAnswering<Answer extends 'now-or-later' | 'later'> = {
  [M in keyof RendererCalls]: (
    ...args: Parameters<RendererCalls[M]>
  ) => Answer extends 'later'
    ? Promise<ReturnType<RendererCalls[M]>>
    : ReturnType<RendererCalls[M]> | Promise<ReturnType<RendererCalls[M]>>;
};
type PageRenderer = CallsAnswering<'later'> & {
  /** Starts the thread (if it is not running) and resolves once it has loaded the build. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/** The web app's page renderer in a thread of its own (decision 024): a page's first render (tens of
 * milliseconds of React) does not hold up the answers queued behind it. The thread starts on `start()`
 * or the first call, and again after it stops; a call it cannot answer rejects with its error. */
export function pageRenderer(files: RendererFiles): PageRenderer {
  type Pending = Map<number, { resolve(value: unknown): void; reject(error: Error): void }>;
  let current: { worker: Worker; pending: Pending } | undefined;
  let lastId = 0;

  function thread() {
    if (current) return current;
    const worker = new Worker(new URL('./page-renderer-thread.mjs', import.meta.url), {
      workerData: files,
    });
    // Never what keeps the process alive: close() ends it, and so does the process.
    worker.unref();
    const pending: Pending = new Map();
    // A thread that failed or stopped takes its own calls with it; the next call starts a new one.
    const fail = (error: Error) => {
      if (current?.worker === worker) current = undefined;
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    worker.on('message', ({ id, result, error }: CallAnswer) => {
      const call = pending.get(id);
      pending.delete(id);
      if (error === undefined) call?.resolve(result);
      else call?.reject(new Error(error));
    });
    worker.on('error', fail);
    worker.on('exit', (code) =>
      fail(new Error(`the page renderer's thread stopped (exit code ${code})`)),
    );
    return (current = { worker, pending });
  }

  function call<M extends keyof RendererCalls>(
    method: M,
    ...args: Parameters<RendererCalls[M]>
  ): Promise<ReturnType<RendererCalls[M]>> {
    return new Promise((resolve, reject) => {
      const id = (lastId = (lastId + 1) & 0x7fffffff);
      const { worker, pending } = thread();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, method, args } satisfies Call);
    });
  }

  return {
    routeOf: (...args) => call('routeOf', ...args),
    pageStatus: (...args) => call('pageStatus', ...args),
    renderPage: (...args) => call('renderPage', ...args),
    start: () => call('routeOf', '/').then(() => undefined),
    async close() {
      const running = current;
      current = undefined;
      await running?.worker.terminate();
    },
  };
}
