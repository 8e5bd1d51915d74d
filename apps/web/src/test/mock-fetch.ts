import { vi } from 'vitest';

export type FetchCall = { key: string; init: RequestInit };
/** Answers one request; `init` is what the code passed to fetch (method, headers, body). */
export type FetchRoute = (init: RequestInit, call: FetchCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
/** Our API's envelope (docs/product.md §7): `{ success: true, data }` or `{ success: false, error }`. */
export const ok = (data: unknown, status = 200) => jsonResponse(status, { success: true, data });
export const fail = (status: number, error: string, details?: unknown) =>
  jsonResponse(status, { success: false, error, ...(details === undefined ? {} : { details }) });
/** What fetch does when the server cannot be reached. */
export const networkDown = (): never => {
  throw new TypeError('Failed to fetch');
};

/** A response the test releases by hand, to look at busy states. */
export function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** The one fake `fetch` of the web unit tests. Routes are keyed 'METHOD /api/path' (the URL as the
 * code asks for it, query included); a list answers its calls in turn, the last one repeating. An
 * unknown route answers 404, so a test sees the stray request in `calls` and in the UI. */
export function mockFetch(routes: Record<string, FetchRoute | FetchRoute[]>) {
  const calls: FetchCall[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const call = { key, init };
    calls.push(call);
    const route = routes[key];
    if (!route) return fail(404, `No mock for ${key}`);
    if (!Array.isArray(route)) return route(init, call);
    const turn = served.get(key) ?? 0;
    served.set(key, turn + 1);
    const answer = route[Math.min(turn, route.length - 1)];
    if (!answer) throw new Error(`An empty answer list for ${key}`);
    return answer(init, call);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FetchBackedRequest);
  return {
    calls,
    keys: () => calls.map((call) => call.key),
    /** The JSON bodies sent to `key`, in order. */
    bodies: (key: string) =>
      calls
        .filter((call) => call.key === key)
        .map((call) => JSON.parse(String(call.init.body)) as unknown),
  };
}

/** Uploads in flight through the fake XMLHttpRequest, so a test can report their progress. */
export const uploadsInFlight = new Set<FetchBackedRequest>();

/** The portal's uploads use XMLHttpRequest (for their progress); in tests it asks the same fake
 * `fetch`, so an upload is a route of `mockFetch` like any call. `reportProgress` plays the browser's
 * upload progress events; `abort` ends the request as a browser does. */
export class FetchBackedRequest extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private done = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: XMLHttpRequestBodyInit | null) {
    uploadsInFlight.add(this);
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        const text = await response.text();
        if (this.done) return;
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = text;
        this.finish('load');
      },
      () => {
        if (!this.done) this.finish('error');
      },
    );
  }

  reportProgress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { loaded, total, lengthComputable: true });
    this.upload.dispatchEvent(event);
  }

  abort() {
    if (!this.done) this.finish('abort');
  }

  private finish(type: 'load' | 'error' | 'abort') {
    this.done = true;
    uploadsInFlight.delete(this);
    this.dispatchEvent(new Event(type));
  }
}
