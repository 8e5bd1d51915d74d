import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { accountsRepository } from '../db/accounts-repository.ts';
import { auditRepository } from '../db/audit-repository.ts';
import { blogsRepository } from '../db/blogs-repository.ts';
import { contentRepository } from '../db/content-repository.ts';
import { dailySaltsRepository } from '../db/daily-salts-repository.ts';
import { dashboardRepository } from '../db/dashboard-repository.ts';
import { loginClaimsRepository } from '../db/login-claims-repository.ts';
import { contactMessagesRepository } from '../db/contact-messages-repository.ts';
import { loginFailuresRepository } from '../db/login-failures-repository.ts';
import { mailOutboxRepository } from '../db/mail-outbox-repository.ts';
import { newsletterSubscribersRepository } from '../db/newsletter-subscribers-repository.ts';
import { migrateToLatest, migrationNames, pendingMigrations } from '../db/migrations/index.ts';
import { rateCountersRepository } from '../db/rate-counters-repository.ts';
import { redirectsRepository } from '../db/redirects-repository.ts';
import { notFoundRepository } from '../db/not-found-repository.ts';
import { sessionsRepository } from '../db/sessions-repository.ts';
import { trainingRegistrationsRepository } from '../db/training-registrations-repository.ts';
import { translationsRepository } from '../db/translations-repository.ts';
import { uploadsRepository } from '../db/uploads-repository.ts';
import { usersRepository } from '../db/users-repository.ts';

function repositories(handle: DatabaseHandle) {
  return {
    blogs: blogsRepository(handle.db, handle.dialect),
    users: usersRepository(handle.db),
    sessions: sessionsRepository(handle.db),
    loginFailures: loginFailuresRepository(handle.db),
    translations: translationsRepository(handle.db),
    rateCounters: rateCountersRepository(handle.db),
    loginClaims: loginClaimsRepository(handle.db),
    dailySalts: dailySaltsRepository(handle.db),
    contactMessages: contactMessagesRepository(handle.db),
    subscribers: newsletterSubscribersRepository(handle.db),
    trainingRegistrations: trainingRegistrationsRepository(handle.db),
    mailOutbox: mailOutboxRepository(handle.db),
    content: contentRepository(handle.db),
    dashboard: dashboardRepository(handle.db),
    audit: auditRepository(handle.db),
    accounts: accountsRepository(handle.db, handle.dialect),
    redirects: redirectsRepository(handle.db),
    uploads: uploadsRepository(handle.db, handle.dialect),
    notFound: notFoundRepository(handle.db, handle.dialect),
  };
}

export type Repositories = ReturnType<typeof repositories>;

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    repos: Repositories;
  }
}

/** Runs before pending migrations are applied to a database that holds data (the backup of decision
 * 062); may refuse by throwing. What it answers runs once they are applied. */
export type BeforeMigrate = (
  handle: DatabaseHandle,
  pending: string[],
) => Promise<(() => Promise<void>) | undefined>;

/** Opens the database, applies migrations, and closes it when the app closes (after in-flight requests). */
export const databasePlugin = fp<{
  dataDir: string;
  databaseUrl?: string;
  beforeMigrate?: BeforeMigrate;
}>(
  async (app, options) => {
    const handle = openDatabase(options);
    try {
      const pending = options.beforeMigrate
        ? await pendingMigrations(handle.db, handle.dialect)
        : [];
      // A fresh database (no migration applied yet) holds nothing to lose.
      const holdsData = pending.length < migrationNames(handle.dialect).length;
      const afterMigrating =
        pending.length > 0 && holdsData
          ? await options.beforeMigrate?.(handle, pending)
          : undefined;
      const applied = await migrateToLatest(handle.db, handle.dialect);
      if (applied.length > 0)
        app.log.info({ applied, dialect: handle.dialect }, 'database migrated');
      await afterMigrating?.();
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('database', handle);
    app.decorate('repos', repositories(handle));
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
