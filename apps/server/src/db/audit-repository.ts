import type { AuditAction } from '@site/shared/audit-actions';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export type AuditEntryInput = {
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
  at?: Date;
};

/** The audit trail: entries are added and, after the retention, deleted; nothing updates them. */
export function auditRepository(db: Kysely<Database>) {
  return {
    async add(entry: AuditEntryInput) {
      await db
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          at: (entry.at ?? new Date()).toISOString(),
          actor_id: entry.actorId,
          actor_email: entry.actorEmail,
          action: entry.action,
          target: entry.target ?? null,
          ip: entry.ip ?? null,
          details: entry.details ? JSON.stringify(entry.details) : null,
        })
        .execute();
    },
    /** Deletes the entries older than `before` (the retention); returns how many. */
    async prune(before: Date): Promise<number> {
      const result = await db
        .deleteFrom('audit_log')
        .where('at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
