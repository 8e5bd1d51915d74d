import type {
  AccountSession,
  AuditEntry,
  InviteUser,
  PasswordResetConfirm,
  Role,
  InvitedMember,
  TeamMember,
} from '@site/shared';
import { apiRequest, type ApiResult } from '@site/web/lib/api-client.ts';
import {
  adminRequest,
  ServerRefusal,
  SessionExpiredError,
  type PortalSession,
} from './admin-api.ts';

/** The portal's calls about accounts (decision 049): the team, one's own account, the audit trail,
 * and the signed-out pages of the mailed links. */

function dataOf<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ServerRefusal(result);
  return result.data;
}

export const fetchTeam = (session: PortalSession, signal?: AbortSignal) =>
  adminRequest<TeamMember[]>(session, '/admin/users', { signal });

export const inviteMember = (session: PortalSession, invite: InviteUser) =>
  adminRequest<InvitedMember>(session, '/admin/users', { method: 'POST', json: invite });

export const changeRole = (session: PortalSession, id: string, role: Role) =>
  adminRequest<TeamMember>(session, `/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { role },
  });

export const removeMember = (session: PortalSession, id: string) =>
  adminRequest<{ id: string }>(session, `/admin/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const fetchMySessions = (session: PortalSession, signal?: AbortSignal) =>
  adminRequest<AccountSession[]>(session, '/auth/sessions', { signal });

export const endMySession = (session: PortalSession, id: string) =>
  adminRequest<{ id: string }>(session, `/auth/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const changeMyPassword = (
  session: PortalSession,
  passwords: { currentPassword: string; newPassword: string },
) => adminRequest<null>(session, '/auth/password', { method: 'POST', json: passwords });

export type AuditFilters = { actor: string; action: string; from: string; to: string };
export type AuditPage = { entries: AuditEntry[]; total: number; nextCursor: string | null };

/** A page of the audit trail; `from` and `to` are days (yyyy-mm-dd), the whole of `to` included. */
export async function fetchAuditPage(
  session: PortalSession,
  filters: AuditFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AuditPage> {
  if (!session) throw new SessionExpiredError();
  const params = new URLSearchParams();
  if (filters.actor.trim()) params.set('actor', filters.actor.trim());
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) params.set('to', new Date(`${filters.to}T23:59:59.999`).toISOString());
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  const result = await apiRequest<AuditEntry[]>(`/admin/audit${query ? `?${query}` : ''}`, {
    signal,
  });
  if (!result.success && result.status === 401) throw new SessionExpiredError();
  if (!result.success) throw new ServerRefusal(result);
  const { total, nextCursor } = result as unknown as { total?: number; nextCursor?: string | null };
  return {
    entries: result.data,
    total: total ?? result.data.length,
    nextCursor: nextCursor ?? null,
  };
}

export const acceptInvite = (token: string, password: string) =>
  apiRequest<{ email: string }>('/auth/accept-invite', {
    method: 'POST',
    json: { token, password },
  }).then(dataOf);

export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('/auth/password-reset', {
    method: 'POST',
    json: { email },
  }).then(dataOf);

export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  apiRequest<{ email: string }>('/auth/password-reset/confirm', {
    method: 'POST',
    json: input,
  }).then(dataOf);
