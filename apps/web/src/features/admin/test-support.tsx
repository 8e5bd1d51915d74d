import type { BlogPost } from '@site/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AdminPortal } from './admin-portal.tsx';

export const ADMIN = { id: 'u1', email: 'admin@example.com' };

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
export const ok = (data: unknown, status = 200) => jsonResponse(status, { success: true, data });
export const fail = (status: number, error: string, details?: unknown) =>
  jsonResponse(status, { success: false, error, ...(details === undefined ? {} : { details }) });
export const networkDown = (): never => {
  throw new TypeError('Failed to fetch');
};

type Route = (init: RequestInit) => Response | Promise<Response>;
export type ApiCall = { key: string; init: RequestInit };

/** Stubs fetch with routes keyed 'METHOD /path' (without /api). GET /auth/me answers with the admin
 * unless a test says otherwise; an unknown route answers 404 so a test sees it in `calls`. */
/** A response the test releases by hand, to look at busy states. */
export function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const all: Record<string, Route> = { 'GET /auth/me': () => ok({ user: ADMIN }), ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}`;
    calls.push({ key, init });
    const route = all[key];
    return route ? route(init) : fail(404, `No mock for ${key}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, keys: () => calls.map((call) => call.key) };
}

export function formEntries(init: RequestInit | undefined): Record<string, FormDataEntryValue> {
  if (!(init?.body instanceof FormData)) throw new Error('The request body is not FormData');
  return Object.fromEntries(init.body.entries());
}

export function renderPortal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <AdminPortal />
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}

/** Starts the portal signed in (a stored token confirmed by GET /auth/me). */
export function renderSignedIn() {
  localStorage.setItem('adminToken', 'good-token');
  return renderPortal();
}

let nextId = 1;
export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  const id = String(nextId++);
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    content: 'Some **content** here.',
    excerpt: null,
    category: null,
    tags: [],
    status: 'draft',
    featured_image: null,
    author: null,
    views: 0,
    reading_time: 1,
    created_at: '2025-01-10T12:00:00.000Z',
    updated_at: '2025-01-10T12:00:00.000Z',
    published_at: null,
    ...overrides,
  };
}
