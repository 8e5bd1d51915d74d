import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_LIMITS, notFoundPathOf } from '@site/shared';

declare module 'fastify' {
  interface FastifyInstance {
    notFoundLog: {
      /** Counts a "not found" of the address `url` (its query is dropped, a long path cut). An
       * address no redirect could lead from is not counted; a failure is logged, never answered. */
      record(request: FastifyRequest, url?: string): Promise<void>;
    };
  }
}

/** The not-found log (issue 48, decision 072): every "not found" of a site page (the page twins' and
 * the not-found handler's, and the app's own not-found page, which the browser reports) is counted
 * by path, one statement each. The log holds at most `entries` paths: once full, a new path waits
 * until housekeeping (each minute) has let the least recently seen tenth go. */
export const notFoundLogPlugin = fp<{ entries?: number }>(
  async (app, options) => {
    const entries = options.entries ?? NOT_FOUND_LIMITS.entries;
    const keptAfterTrim = entries - Math.ceil(entries / 10);
    app.decorate('notFoundLog', {
      async record(request: FastifyRequest, url = request.url) {
        const path = notFoundPathOf(url);
        if (path === null) return;
        try {
          await app.repos.notFound.record(path, new Date(), entries);
        } catch (error) {
          request.log.error({ err: error, path }, 'the not-found log could not count an address');
        }
      },
    });
    app.housekeeping.add({
      name: 'trim the not-found log',
      run: async () => {
        await app.repos.notFound.trim(keptAfterTrim);
      },
    });
  },
  { name: 'not-found-log', dependencies: ['database', 'housekeeping'] },
);
