import type { BlogPost, Envelope, LoginResponse, MeResponse, UploadResponse } from '@site/shared';
import { apiRequest } from '../../lib/api-client.ts';

/** Thrown by an admin call when the server no longer accepts the session (or there is none). */
export class SessionExpiredError extends Error {
  constructor() {
    super('The admin session has expired');
    this.name = 'SessionExpiredError';
  }
}

export function login(email: string, password: string) {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', json: { email, password } });
}

export function fetchCurrentUser(token: string) {
  return apiRequest<MeResponse>('/auth/me', { token });
}

export function logout(token: string) {
  return apiRequest<null>('/auth/logout', { method: 'POST', token });
}

type AdminRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  form?: FormData;
  json?: unknown;
  signal?: AbortSignal;
};

/** An admin call; a 401 means the session has ended, which the portal handles without losing the form. */
export async function adminRequest<T>(
  token: string | null,
  path: string,
  options: AdminRequestOptions = {},
): Promise<Envelope<T>> {
  if (!token) throw new SessionExpiredError();
  const result = await apiRequest<T>(path, { ...options, token });
  if (!result.success && result.status === 401) throw new SessionExpiredError();
  return result;
}

export function fetchAdminBlogs(token: string | null, signal?: AbortSignal) {
  return adminRequest<BlogPost[]>(token, '/blogs/admin', { signal });
}

export function createBlog(token: string | null, form: FormData) {
  return adminRequest<BlogPost>(token, '/blogs', { method: 'POST', form });
}

export function updateBlog(token: string | null, id: string, form: FormData) {
  return adminRequest<BlogPost>(token, `/blogs/${encodeURIComponent(id)}`, { method: 'PUT', form });
}

export function deleteBlog(token: string | null, id: string) {
  return adminRequest<{ id: string }>(token, `/blogs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function uploadImage(token: string | null, file: File) {
  const form = new FormData();
  form.append('image', file);
  return adminRequest<UploadResponse>(token, '/upload/cloud-image', { method: 'POST', form });
}
