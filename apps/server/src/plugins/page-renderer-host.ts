import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { sanitizePostHtml } from '../lib/render-content.ts';
import type { MatchedRoute } from '../lib/page-path.ts';
import type {
  Call,
  CallAnswer,
  CallsAnswering,
  PageData,
  PageToRender,
  RenderedPage,
  RendererFiles,
} from './page-renderer.ts';

/** apps/web/src/app/render-page.tsx, as the web build's SSR bundle exports it. */
type RenderModule = {
  renderPage(
    template: string,
    page: PageToRender,
    origin: string,
    data: PageData,
    readAsset: (urlPath: string) => string,
  ): Promise<RenderedPage>;
  routeOf(pathname: string): MatchedRoute | null;
  pageStatus(route: MatchedRoute | null, data: PageData): 200 | 404;
  setSanitizerWithoutDom(sanitize: (html: string) => string): void;
};

// Runs in the renderer's thread only (page-renderer.ts).
const files = workerData as RendererFiles;
const renderer = (await import(pathToFileURL(files.renderModule).href)) as RenderModule;
renderer.setSanitizerWithoutDom(sanitizePostHtml);
const template = fs.readFileSync(files.template, 'utf8');

// The build's files the renderer reads (its stylesheets, to inline what a page uses), each read once.
const webRoot = path.dirname(files.template);
const assets = new Map<string, string>();
function readAsset(urlPath: string): string {
  const file = path.join(webRoot, path.normalize(urlPath));
  if (!file.startsWith(webRoot + path.sep))
    throw new Error(`${urlPath} is not a file of the web build`);
  let text = assets.get(file);
  if (text === undefined) assets.set(file, (text = fs.readFileSync(file, 'utf8')));
  return text;
}

const calls: CallsAnswering<'now-or-later'> = {
  routeOf: (pathname) => renderer.routeOf(pathname),
  pageStatus: (route, data) => renderer.pageStatus(route, data),
  renderPage: (page, origin, data) => renderer.renderPage(template, page, origin, data, readAsset),
};

parentPort?.on('message', async ({ id, method, args }: Call) => {
  let answer: CallAnswer;
  try {
    answer = { id, result: await (calls[method] as (...args: unknown[]) => unknown)(...args) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(answer);
});
