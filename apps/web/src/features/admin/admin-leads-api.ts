import type { ContactMessage, NewsletterSubscriber, TrainingRegistration } from '@site/shared';
import { API_BASE } from '../../lib/api-client.ts';
import { adminRequest, SessionExpiredError } from './admin-api.ts';

/** The portal's calls for leads: contact messages, newsletter subscribers, training registrations. */
export const fetchContactMessages = (token: string | null, signal?: AbortSignal) =>
  adminRequest<ContactMessage[]>(token, '/admin/messages', { signal });

export const setMessageRead = (token: string | null, id: string, read: boolean) =>
  adminRequest<ContactMessage>(token, `/admin/messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { read },
  });

export const deleteContactMessage = (token: string | null, id: string) =>
  adminRequest<{ id: string }>(token, `/admin/messages/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const fetchSubscribers = (token: string | null, signal?: AbortSignal) =>
  adminRequest<NewsletterSubscriber[]>(token, '/admin/subscribers', { signal });

export const deleteSubscriber = (token: string | null, id: string) =>
  adminRequest<{ id: string }>(token, `/admin/subscribers/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const fetchRegistrations = (token: string | null, signal?: AbortSignal) =>
  adminRequest<TrainingRegistration[]>(token, '/admin/training-registrations', { signal });

export const deleteRegistration = (token: string | null, id: string) =>
  adminRequest<{ id: string }>(token, `/admin/training-registrations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** Fetches a CSV export with the bearer token (a plain link could not send it) and hands it to the
 * browser as a download under the server's file name. */
export async function downloadCsv(
  token: string | null,
  path: '/admin/subscribers.csv' | '/admin/training-registrations.csv',
) {
  if (!token) throw new SessionExpiredError();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status === 401) throw new SessionExpiredError();
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    'export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
