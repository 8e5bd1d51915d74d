import type { AuditAction } from '@site/shared/audit-actions';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Entries older than this are deleted by housekeeping (issue 33: kept 2 years). */
export const AUDIT_RETENTION_DAYS = 730;

declare module 'fastify' {
  interface FastifyInstance {
    /** Records who (the signed-in person, or `actor` when nobody is signed in yet), what, to what and
     * from which address. Never pass a password, token or code in `details`. */
    audit: (
      request: FastifyRequest,
      action: AuditAction,
      target?: string | null,
      details?: Record<string, unknown> | null,
      actor?: { id: string | null; email: string | null },
    ) => Promise<void>;
  }
}

/** The audit trail (decision 049): written by the routes that change something, read by
 * administrators, never edited through any API, pruned after `AUDIT_RETENTION_DAYS`. */
export const auditPlugin = fp(
  async (app) => {
    app.decorate('audit', async (request, action, target, details, actor) => {
      const who = actor ?? {
        id: request.admin?.id ?? null,
        email: request.admin?.email ?? null,
      };
      await app.repos.audit.add({
        actorId: who.id,
        actorEmail: who.email,
        action,
        target: target ?? null,
        ip: request.ip,
        details: details ?? null,
      });
    });
    app.housekeeping.add({
      name: 'prune the audit trail',
      run: (now) =>
        app.repos.audit.prune(new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000)),
    });
  },
  { name: 'audit', dependencies: ['database', 'housekeeping'] },
);
