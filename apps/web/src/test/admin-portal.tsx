import type { BlogPost } from '@site/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPortal } from '../features/admin/admin-portal.tsx';
import { mockFetch, ok, type FetchRoute } from './mock-fetch.ts';

export const ADMIN = { id: 'u1', email: 'admin@example.com' };

/** `mockFetch` for the admin portal: GET /api/auth/me answers with the admin unless a test says otherwise. */
export function mockAdminApi(routes: Record<string, FetchRoute | FetchRoute[]>) {
  return mockFetch({ 'GET /api/auth/me': () => ok({ user: ADMIN }), ...routes });
}

export function formEntries(init: RequestInit | undefined): Record<string, FormDataEntryValue> {
  if (!(init?.body instanceof FormData)) throw new Error('The request body is not FormData');
  return Object.fromEntries(init.body.entries());
}

/** The portal brings its own query client (features/admin/admin-query-client.ts). */
export function renderPortal() {
  const user = userEvent.setup();
  return { ...render(<AdminPortal />), user };
}

/** Starts the portal signed in (a stored token confirmed by GET /api/auth/me). */
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
