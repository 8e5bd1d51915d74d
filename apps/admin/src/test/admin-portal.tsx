import type { BlogPost, Dashboard, LibraryUpload } from '@site/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminDocument } from '../app/admin-document.tsx';
import { expect } from 'vitest';
import {
  fail,
  jsonResponse,
  mockFetch,
  ok,
  type FetchCall,
  type FetchRoute,
} from '@site/web/test/mock-fetch.ts';

export const ADMIN = { id: 'u1', email: 'admin@example.com', role: 'admin' as const };

/** `mockFetch` for the admin portal. The session is the server's HttpOnly cookie, which the browser
 * sends by itself: here, GET /api/auth/me answers with the admin (the browser holds a live session)
 * unless a test says otherwise, on a quiet site (an empty overview and inbox). */
export function mockAdminApi(routes: Record<string, FetchRoute | FetchRoute[]>) {
  // The hint the server sets beside the session cookie at sign-in (plugins/auth.ts).
  document.cookie = 'admin_signed_in=1; path=/';
  return mockFetch({
    'GET /api/auth/me': () => ok({ user: ADMIN }),
    'GET /api/admin/dashboard': () => ok(makeDashboard()),
    'GET /api/admin/messages': () => ok([]),
    'GET /api/auth/2fa': () =>
      ok({ enabled: false, required: false, setupRequired: false, recoveryCodesLeft: 0 }),
    ...routes,
  });
}

/** The overview of a quiet site (GET /api/admin/dashboard): twelve empty weeks to 2026-11-23. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: '2026-11-26',
    leadsThisWeek: { contact: 0, newsletter: 0, training: 0, total: 0 },
    draftPosts: { total: 0, latest: [] },
    openJobs: { total: 0, latest: [] },
    nextSessions: [],
    weeks: Array.from({ length: 12 }, (_, index) => ({
      start: new Date(Date.UTC(2026, 8, 7 + 7 * index)).toISOString().slice(0, 10),
      views: 0,
      leads: 0,
    })),
    viewsCountedSince: null,
    ...overrides,
  };
}

/** `mockAdminApi` for a browser without a session: no sign-in hint, and GET /api/auth/me (should
 * anything ask) answers 401. */
export function mockSignedOutApi(routes: Record<string, FetchRoute | FetchRoute[]>) {
  const api = mockAdminApi({
    'GET /api/auth/me': () => fail(401, 'Authentication required'),
    ...routes,
  });
  forgetSignedInHint();
  return api;
}

export function forgetSignedInHint() {
  document.cookie = 'admin_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

/** The portal never holds a token (decision 038): no call carries one, and nothing is stored. */
export function expectNoToken(calls: FetchCall[]) {
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(new Headers(call.init.headers).has('Authorization')).toBe(false);
  expect(Object.keys(localStorage).filter((key) => /token/i.test(key))).toEqual([]);
}

export function formEntries(init: RequestInit | undefined): Record<string, FormDataEntryValue> {
  if (!(init?.body instanceof FormData)) throw new Error('The request body is not FormData');
  return Object.fromEntries(init.body.entries());
}

/** The portal's document opened at `address` (its router reads the browser's address; it brings
 * its own query client, app/admin-query-client.ts). */
export function renderPortal(address = '/admin/posts') {
  history.replaceState(null, '', address);
  const user = userEvent.setup();
  return { ...render(<AdminDocument />), user };
}

/** Starts the portal signed in at `address` (the posts by default): the browser's session cookie,
 * confirmed by GET /api/auth/me (`mockAdminApi`). */
export function renderSignedIn(address?: string) {
  return renderPortal(address);
}

/** The current screen's address under /admin, with its query string. */
export const currentAddress = () => location.pathname + location.search;

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
    featured_image_alt: null,
    seo_title: null,
    seo_description: null,
    og_image: null,
    author: null,
    views: 0,
    reading_time: 1,
    created_at: '2025-01-10T12:00:00.000Z',
    updated_at: '2025-01-10T12:00:00.000Z',
    published_at: null,
    ...overrides,
  };
}

/** An upload of the media library as GET /api/admin/uploads lists it: by default a picture the
 * administrator uploaded, in three widths, used by nothing. */
export function makeUpload(overrides: Partial<LibraryUpload> = {}): LibraryUpload {
  const name = overrides.name ?? `${'a'.repeat(32)}-1600.webp`;
  return {
    name,
    url: `/uploads/${name}`,
    kind: 'image',
    size: 241_337,
    width: 1600,
    height: 900,
    variants: [480, 960, 1600].map((width) => ({
      width,
      url: `/uploads/${name.slice(0, 32)}-${width}.webp`,
    })),
    alt: '',
    uploadedBy: { id: ADMIN.id, name: ADMIN.email },
    createdAt: '2026-11-20T09:30:00.000Z',
    usedBy: [],
    ...overrides,
  };
}

/** A page of the library as GET /api/admin/uploads answers it. */
export const libraryPage = (
  data: LibraryUpload[],
  total = data.length,
  nextCursor: string | null = null,
) => jsonResponse(200, { success: true, data, total, nextCursor });

/** A paste into the rich-text editor, as the browser hands it over: the clipboard's HTML, text or
 * files. */
export function pasteInto(
  editor: HTMLElement,
  data: { html?: string; text?: string; files?: File[] },
) {
  const types = [data.html && 'text/html', data.text && 'text/plain'].filter(Boolean) as string[];
  fireEvent.paste(editor, {
    clipboardData: {
      types,
      files: data.files ?? [],
      items: [],
      getData: (type: string) =>
        (type === 'text/html' ? data.html : type === 'text/plain' ? data.text : '') ?? '',
    },
  });
}

/** The rich-text editor named `label`, once its module has loaded (the first load in a test run
 * compiles Tiptap, slow on a busy machine). */
export const findEditor = (label: string) =>
  screen.findByRole('textbox', { name: label }, { timeout: 15_000 });

/** Writes `text` into the rich-text editor named `label` (it loads with the form), where its cursor
 * is. Pasted: ProseMirror reads typing from the page's changes, which jsdom does not lay out well
 * enough past a character or two. */
export async function writeInEditor(label: string, text: string): Promise<HTMLElement> {
  const editor = await findEditor(label);
  act(() => editor.focus());
  pasteInto(editor, { text });
  return editor;
}
