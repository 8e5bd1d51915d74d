import type { Kysely } from 'kysely';
import { toIso } from './database.ts';
import type { Database } from './schema.ts';

/** What the portal's first screen reads across tables: posts waiting for review, post views per day, and when leads
 * came in. Lists are bounded: `limit` posts in review, the leads and days since `since`. */
export function dashboardRepository(db: Kysely<Database>) {
  return {
    async draftPosts(limit: number) {
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('blog_posts')
          .select(['id', 'title', 'updated_at'])
          .where('status', '=', 'in_review')
          .orderBy('updated_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .execute(),
        db
          .selectFrom('blog_posts')
          .select((eb) => eb.fn.countAll().as('total'))
          .where('status', '=', 'in_review')
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(counted.total),
        latest: rows.map((row) => ({
          id: String(row.id),
          title: row.title,
          updatedAt: toIso(row.updated_at),
        })),
      };
    },

    /** Views per day from `sinceDay` (YYYY-MM-DD), and the first day ever counted. */
    async viewDays(sinceDay: string) {
      const [days, first] = await Promise.all([
        db
          .selectFrom('post_view_days')
          .select(['day', 'views'])
          .where('day', '>=', sinceDay)
          .execute(),
        db
          .selectFrom('post_view_days')
          .select((eb) => eb.fn.min('day').as('first'))
          .executeTakeFirst(),
      ]);
      return {
        days: days.map((row) => ({ day: row.day, views: Number(row.views) })),
        first: first?.first ?? null,
      };
    },

    /** When each lead since `since` came in: contact messages and training registrations when
     * sent, newsletter subscribers when they confirmed. */
    async leadTimes(since: string) {
      const [contact, training, newsletter] = await Promise.all([
        db
          .selectFrom('contact_messages')
          .select('created_at as at')
          .where('created_at', '>=', since)
          .execute(),
        db
          .selectFrom('training_registrations')
          .select('created_at as at')
          .where('created_at', '>=', since)
          .execute(),
        db
          .selectFrom('newsletter_subscribers')
          .select('confirmed_at as at')
          .where('status', '=', 'confirmed')
          .where('confirmed_at', '>=', since)
          .execute(),
      ]);
      const times = (rows: { at: Date | string | null }[]) =>
        rows.flatMap((row) => (row.at === null ? [] : [toIso(row.at)]));
      return { contact: times(contact), training: times(training), newsletter: times(newsletter) };
    },
  };
}
