import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import { DEFAULT_UPLOAD_QUOTA_MB } from './env.ts';
import {
  defaultLeadsConfig,
  defaultTranslatorBudget,
  fastifyTimeouts,
  fastifyTrustProxy,
} from './config.ts';
import { adminDocumentPlugin } from './plugins/admin-document.ts';
import { apiDescriptionPlugin } from './plugins/api-description.ts';
import { auditPlugin } from './plugins/audit.ts';
import { backupBeforeMigrate, backupsPlugin } from './plugins/backups.ts';
import { authPlugin } from './plugins/auth.ts';
import { twoFactorPlugin } from './plugins/two-factor.ts';
import { changeNotificationsPlugin } from './plugins/change-notifications.ts';
import { refuseCrossSiteWrites } from './plugins/cross-site-writes.ts';
import { databasePlugin } from './plugins/database.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './plugins/errors.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { notFoundLogPlugin } from './plugins/not-found-log.ts';
import { leadMailPlugin } from './plugins/lead-mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { CompactReadLog } from './plugins/request-log.ts';
import { registerSecurity, securityHeaders } from './plugins/security.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { auditRoutes } from './routes/audit/audit-routes.ts';
import { backupRoutes } from './routes/backups/backup-routes.ts';
import { redirectRoutes } from './routes/redirects/redirect-routes.ts';
import { adminNotFoundRoutes, notFoundReportRoutes } from './routes/not-found/not-found-routes.ts';
import { accountRoutes } from './routes/auth/account-routes.ts';
import { authRoutes } from './routes/auth/auth-routes.ts';
import { twoFactorRoutes } from './routes/auth/two-factor-routes.ts';
import { blogRoutes } from './routes/blogs/blog-routes.ts';
import { contentRoutes } from './routes/content/content-routes.ts';
import { dashboardRoutes } from './routes/dashboard/dashboard-routes.ts';
import { feedRoutes } from './routes/feeds/feed-routes.ts';
import { adminLeadRoutes } from './routes/leads/admin-lead-routes.ts';
import { leadRoutes } from './routes/leads/lead-routes.ts';
import { systemRoutes } from './routes/system/system-routes.ts';
import { translateRoutes } from './routes/translate/translate-routes.ts';
import { uploadLibraryRoutes } from './routes/upload/upload-library-routes.ts';
import { uploadRoutes } from './routes/upload/upload-routes.ts';
import { userRoutes } from './routes/users/user-routes.ts';

export type BuildAppOptions = AppConfig & {
  logger?: FastifyServerOptions['logger'];
  translateRequestsPerMinute?: number;
  /** false: no periodic timer (tests call app.housekeeping.runAll()). */
  housekeeping?: boolean;
  /** How many paths the not-found log keeps (tests: a few). */
  notFoundLogEntries?: number;
};

/** The whole application, ready for `inject` in tests or `listen` in server.ts.
 * Plugins load in order: external → app (database, auth) → routes. */
export async function buildApp(options: BuildAppOptions) {
  const headers = securityHeaders({ chatWidgetSrc: options.chatWidgetSrc });
  const app = Fastify({
    logger: options.logger ?? { level: options.logLevel },
    logController: new CompactReadLog(),
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    ...fastifyTimeouts(options.timeouts),
  });

  registerErrorHandling(app);
  await registerSecurity(app, headers);
  refuseCrossSiteWrites(app, { publicUrl: options.publicUrl });

  const backupOptions = { settings: options.backups, dataDir: options.dataDir, s3: options.s3 };
  await app.register(databasePlugin, {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    beforeMigrate: (handle, pending) =>
      backupBeforeMigrate(handle, pending, { ...backupOptions, log: app.log }),
  });
  // Before the routes, so its hook counts every answer.
  await app.register(metricsPlugin, {
    token: options.metricsToken,
    translatorBudget: options.translatorBudget ?? defaultTranslatorBudget,
  });
  await app.register(changeNotificationsPlugin, { databaseUrl: options.databaseUrl });
  await app.register(housekeepingPlugin, { enabled: options.housekeeping !== false });
  app.housekeeping.add({
    name: 'prune rate counters',
    run: (now) => app.repos.rateCounters.prune(now.getTime()),
  });
  await app.register(notFoundLogPlugin, { entries: options.notFoundLogEntries });
  await app.register(authPlugin);
  await app.register(auditPlugin);
  await app.register(twoFactorPlugin);
  await app.register(uploadsPlugin, {
    dataDir: options.dataDir,
    s3: options.s3,
    imageHosts: options.imageHosts,
  });
  const leads = { ...defaultLeadsConfig, ...options.leads };
  const accountMail = {
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts,
    requirePublicUrl: options.accountMailNeedsPublicUrl,
  };
  await app.register(leadMailPlugin, leads);
  // Last of the housekeeping: a backup's tick does not hold up the other tasks of the same tick.
  await app.register(backupsPlugin, backupOptions);
  // Before the routes: it sets their schemas' validator and collects them for the API description.
  await app.register(apiDescriptionPlugin, { open: options.apiDocsOpen === true });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        config: {
          chatWidgetSrc: options.chatWidgetSrc ?? null,
          translationAvailable: Boolean(options.translator.key),
        },
      });
      await api.register(authRoutes, {
        prefix: '/auth',
        sessionTtlHours: options.sessionTtlHours,
        throttle: options.loginThrottle,
      });
      await api.register(accountRoutes, { prefix: '/auth', ...accountMail });
      await api.register(userRoutes, { prefix: '/admin/users', ...accountMail });
      await api.register(auditRoutes, { prefix: '/admin/audit' });
      await api.register(backupRoutes, { prefix: '/admin/backups' });
      await api.register(redirectRoutes, { prefix: '/admin/redirects' });
      await api.register(adminNotFoundRoutes, { prefix: '/admin/not-found' });
      await api.register(notFoundReportRoutes, { prefix: '/not-found' });
      await api.register(twoFactorRoutes);
      await api.register(blogRoutes, { prefix: '/blogs', ...accountMail });
      await api.register(uploadRoutes, {
        prefix: '/upload',
        quotaMb: options.uploadQuotaMb ?? DEFAULT_UPLOAD_QUOTA_MB,
      });
      await api.register(uploadLibraryRoutes, { prefix: '/admin/uploads' });
      await api.register(contentRoutes);
      await api.register(dashboardRoutes, { prefix: '/admin/dashboard' });
      await api.register(translateRoutes, {
        prefix: '/translate',
        translator: options.translator,
        requestsPerMinute: options.translateRequestsPerMinute ?? 60,
        budget: options.translatorBudget ?? defaultTranslatorBudget,
      });
      await api.register(leadRoutes, {
        perAddressPerHour: leads.perAddressPerHour,
        documentHeaders: headers.document,
        publicUrl: options.publicUrl,
        allowedHosts: options.allowedHosts,
      });
      await api.register(adminLeadRoutes, { prefix: '/admin', publicUrl: options.publicUrl });
    },
    { prefix: '/api' },
  );

  await app.register(feedRoutes, {
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts,
  });
  // Before the web app's files: the portal's own document at /admin (decision 038).
  await app.register(adminDocumentPlugin, {
    webDistDir: options.webDistDir,
    csp: headers.forPath('/admin')['content-security-policy'] ?? '',
  });
  await registerStaticFiles(app, {
    webDistDir: options.webDistDir,
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts,
    securityFor: headers.forPath,
  });
  return app;
}
