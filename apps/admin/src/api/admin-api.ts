import type {
  BackupRun,
  BackupsOverview,
  BlogPost,
  BlogPreviewRevoke,
  BlogRevision,
  ContactMessage,
  ContentTypeName,
  Dashboard,
  ErrorEnvelope,
  LibraryUpload,
  ListPage,
  LoginResponse,
  MeResponse,
  NewsletterSubscriber,
  NotFoundEntry,
  NotFoundSort,
  Redirect,
  RedirectInput,
  TrainingRegistration,
} from '@site/shared';
import {
  API_BASE,
  apiRequest,
  type ApiResult,
  type RequestOptions,
} from '@site/web/lib/api-client.ts';

/** The portal's session as admin calls see it. The session itself is an HttpOnly cookie that the
 * server sets at sign-in and the browser sends with every same-origin call (decision 038): the portal
 * never holds or stores a token. `LIVE_SESSION` while the server accepts the session, null once it has
 * ended; the dashboard hands it to its parts as their `token` prop. */
export type PortalSession = string | null;
export const LIVE_SESSION = 'cookie';

/** Thrown by an admin call when the server no longer accepts the session (or there is none); the
 * portal's query client turns it into the session-expired state (admin-query-client.ts). */
export class SessionExpiredError extends Error {
  constructor() {
    super('The admin session has expired');
    this.name = 'SessionExpiredError';
  }
}

/** Thrown when the server answers `{ success: false }`: its error is the message. */
export class ServerRefusal extends Error {
  readonly details: ErrorEnvelope['details'];
  /** The answer's HTTP status (404: no such item). */
  readonly status: number | undefined;
  constructor(failure: ErrorEnvelope, status?: number) {
    super(failure.error);
    this.name = 'ServerRefusal';
    this.details = failure.details;
    this.status = status;
  }
}

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ServerRefusal(result);
  return result.data;
}

/** `code`: the second factor (a TOTP or a recovery code) when the account has two-factor on. */
export function login(email: string, password: string, code?: string) {
  return apiRequest<LoginResponse>('/auth/login', {
    method: 'POST',
    json: code ? { email, password, code } : { email, password },
  }).then(dataOf);
}

/** Whether the browser holds a live session (its cookie): the user, or a 401. */
export function fetchCurrentUser() {
  return apiRequest<MeResponse>('/auth/me');
}

/** Ends the session on the server, which also clears its cookie. */
export function logout() {
  return apiRequest<null>('/auth/logout', { method: 'POST' });
}

/** An admin call's whole successful answer (a list's paging facts are beside its data); a 401 means
 * the session has ended, another refusal throws `ServerRefusal`. */
async function adminAnswer<T>(session: PortalSession, path: string, options: RequestOptions) {
  if (!session) throw new SessionExpiredError();
  const result = await apiRequest<T>(path, options);
  if (!result.success && result.status === 401) throw new SessionExpiredError();
  if (!result.success) throw new ServerRefusal(result, result.status);
  return result;
}

/** An admin call: resolves to the answer's data; a 401 means the session has ended. */
export async function adminRequest<T>(
  session: PortalSession,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await adminAnswer<T>(session, path, options)).data;
}

/** One item of an editable content type (jobs, courses …) as the portal handles it: the fields
 * every type has, and the others by name (features/admin/content-forms.ts describes them). */
export type ContentRecord = Record<string, unknown> & {
  id: string;
  title: string;
  status: string;
  position: number;
  createdAt: string;
  updatedAt: string;
};

type AdminListItems = {
  blogs: BlogPost;
  messages: ContactMessage;
  subscribers: NewsletterSubscriber;
  registrations: TrainingRegistration;
  redirects: Redirect;
  uploads: LibraryUpload;
  notFound: NotFoundEntry;
} & Record<ContentTypeName, ContentRecord>;
export type AdminListName = keyof AdminListItems;

const LIST_PATHS: Record<AdminListName, string> = {
  blogs: '/blogs/admin',
  messages: '/admin/messages',
  subscribers: '/admin/subscribers',
  registrations: '/admin/training-registrations',
  redirects: '/admin/redirects',
  uploads: '/admin/uploads',
  notFound: '/admin/not-found',
  jobs: '/admin/jobs',
  courses: '/admin/courses',
  projects: '/admin/projects',
  media: '/admin/media',
  documents: '/admin/documents',
};

/** The paged lists: the posts, every content type, and the media library. */
export type PagedListName = 'blogs' | 'uploads' | ContentTypeName;

export function fetchAdminList<K extends AdminListName>(
  session: PortalSession,
  name: K,
  signal?: AbortSignal,
) {
  return adminRequest<AdminListItems[K][]>(session, LIST_PATHS[name], { signal });
}

/** What a paged list of the portal asks (GET /blogs/admin, GET /admin/jobs …): a search, a status
 * (the library: a kind), and the page after `cursor`. */
export type AdminPageQuery = { q: string; status?: string; kind?: string; cursor?: string | null };
/** One page of a paged admin list, how many items match in all, and the next page's cursor. */
export type AdminListPage<T> = { items: T[]; total: number; nextCursor: string | null };

/** A page of a paged list with every status (posts: drafts and archived ones too), with their source
 * for editing. Only what is asked is sent: the first page of all posts is plain `/blogs/admin`. */
export async function fetchAdminPage<K extends PagedListName>(
  session: PortalSession,
  name: K,
  { q, status, kind, cursor }: AdminPageQuery,
  signal?: AbortSignal,
): Promise<AdminListPage<AdminListItems[K]>> {
  const search = new URLSearchParams();
  if (cursor) search.set('cursor', cursor);
  if (q) search.set('q', q);
  if (status) search.set('status', status);
  if (kind) search.set('kind', kind);
  const query = search.toString();
  const result = await adminAnswer<AdminListItems[K][]>(
    session,
    `${LIST_PATHS[name]}${query ? `?${query}` : ''}`,
    { signal },
  );
  return listPageOf(result);
}

/** A paged answer's items and its paging facts (beside `data`). */
function listPageOf<T>(result: { data: T[] }): AdminListPage<T> {
  const { total, nextCursor } = result as Partial<ListPage>;
  return {
    items: result.data,
    total: typeof total === 'number' ? total : result.data.length,
    nextCursor: typeof nextCursor === 'string' && nextCursor !== '' ? nextCursor : null,
  };
}

/** Where one item is read, changed or deleted: a post under /blogs, a lead under its list. */
export function itemPath(name: AdminListName, id: string) {
  return `${name === 'blogs' ? '/blogs' : LIST_PATHS[name]}/${encodeURIComponent(id)}`;
}

/** Adds a redirect (POST /admin/redirects): an old address of the site and where it leads now. */
export function addRedirect(session: PortalSession, input: RedirectInput) {
  return adminRequest<Redirect>(session, '/admin/redirects', { method: 'POST', json: input });
}

/** PATCH /admin/uploads/:name: an upload's default alt text ('' for none). */
export function setUploadAlt(session: PortalSession, name: string, alt: string) {
  return adminRequest<LibraryUpload>(session, itemPath('uploads', name), {
    method: 'PATCH',
    json: { alt },
  });
}

/** A page of the not-found log (GET /admin/not-found): the most frequent or the latest first. */
export async function fetchNotFoundPage(
  session: PortalSession,
  { sort, cursor }: { sort: NotFoundSort; cursor: string | null },
  signal?: AbortSignal,
): Promise<AdminListPage<NotFoundEntry>> {
  const search = new URLSearchParams({ sort });
  if (cursor) search.set('cursor', cursor);
  return listPageOf(
    await adminAnswer<NotFoundEntry[]>(session, `/admin/not-found?${search}`, { signal }),
  );
}

/** Clears an address from the not-found log (an editor dealt with it). */
export function clearNotFound(session: PortalSession, path: string) {
  return adminRequest<NotFoundEntry>(session, `/admin/not-found?${new URLSearchParams({ path })}`, {
    method: 'DELETE',
  });
}

/** One post or content item by id, for its own address in the portal (`/admin/posts/:id`). */
export function fetchAdminItem<K extends PagedListName>(
  session: PortalSession,
  name: K,
  id: string,
  signal?: AbortSignal,
) {
  return adminRequest<AdminListItems[K]>(session, itemPath(name, id), { signal });
}

/** Creates a post, or updates the one with `id`. */
export function saveBlog(session: PortalSession, id: string | undefined, form: FormData) {
  return adminRequest<BlogPost>(session, id ? itemPath('blogs', id) : '/blogs', {
    method: id ? 'PUT' : 'POST',
    form,
  });
}

/** GET /blogs/:id/revisions: the post's saved states, newest first. */
export function fetchBlogRevisions(session: PortalSession, id: string, signal?: AbortSignal) {
  return adminRequest<BlogRevision[]>(session, `${itemPath('blogs', id)}/revisions`, { signal });
}

/** Restores a revision's text as a new revision; answers the post as it now is. */
export function restoreBlogRevision(session: PortalSession, id: string, revisionId: string) {
  return adminRequest<BlogPost>(
    session,
    `${itemPath('blogs', id)}/revisions/${encodeURIComponent(revisionId)}/restore`,
    { method: 'POST' },
  );
}

/** A signed link that shows the post without signing in (7 days): its path on this origin. */
export function createPreviewLink(session: PortalSession, id: string) {
  return adminRequest<{ path: string; expiresAt: string }>(
    session,
    `${itemPath('blogs', id)}/preview-link`,
    { method: 'POST' },
  );
}

/** Every preview link of the post made until now stops opening; links made after it work. */
export function revokePreviewLinks(session: PortalSession, id: string) {
  return adminRequest<BlogPreviewRevoke>(session, `${itemPath('blogs', id)}/preview-links`, {
    method: 'DELETE',
  });
}

/** Creates an item of a content type (the form's input, or a copy), or replaces the one with `id`. */
export function saveContent(
  session: PortalSession,
  type: ContentTypeName,
  id: string | undefined,
  input: unknown,
) {
  return adminRequest<ContentRecord>(session, id ? itemPath(type, id) : LIST_PATHS[type], {
    method: id ? 'PUT' : 'POST',
    json: input,
  });
}

/** PUT /admin/{type}/order: these items first, in this order. */
export function reorderContent(session: PortalSession, type: ContentTypeName, ids: string[]) {
  return adminRequest<{ ids: string[] }>(session, `${LIST_PATHS[type]}/order`, {
    method: 'PUT',
    json: { ids },
  });
}

/** GET /admin/dashboard: the site at a glance. */
export function fetchDashboard(session: PortalSession, signal?: AbortSignal) {
  return adminRequest<Dashboard>(session, '/admin/dashboard', { signal });
}

/** GET /admin/backups: the server's backup schedule and its latest runs (administrators). */
export function fetchBackups(session: PortalSession, signal?: AbortSignal) {
  return adminRequest<BackupsOverview>(session, '/admin/backups', { signal });
}

/** POST /admin/backups: backs up now; answers the run once it has succeeded. */
export function startBackup(session: PortalSession) {
  return adminRequest<BackupRun>(session, '/admin/backups', { method: 'POST' });
}

export function setMessageRead(session: PortalSession, id: string, read: boolean) {
  return adminRequest<ContactMessage>(session, itemPath('messages', id), {
    method: 'PATCH',
    json: { read },
  });
}

export type CsvPath = '/admin/subscribers.csv' | '/admin/training-registrations.csv';

/** Fetches a CSV export (with the session's cookie, as every same-origin call) and hands it to the
 * browser as a download under the server's file name; an ended session shows as such, not as a file. */
export async function downloadCsv(session: PortalSession, path: CsvPath) {
  if (!session) throw new SessionExpiredError();
  const response = await fetch(`${API_BASE}${path}`);
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
