import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { LeadsConfig } from '../config.ts';
import { errorMessage } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leadMail: {
      /** Whether notifications are mailed at all (SMTP_URL set). */
      enabled: boolean;
      to: string;
      /** Starts delivering what is due without waiting for the next housekeeping tick. */
      kick(): void;
    };
  }
}

/** A claim outlives any one delivery (the timeouts below), so a slow send is never taken over. */
const LEASE_MS = 5 * 60_000;

/** Sends the mail outbox through SMTP. Each submission kicks a delivery; whatever fails stays in the
 * outbox and is retried by the housekeeping tick (once a minute) until the server accepts it. */
export const leadMailPlugin = fp<LeadsConfig>(
  async (app, config) => {
    const transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000,
        })
      : null;
    let queue: Promise<void> = Promise.resolve();

    async function deliverDue(now: number) {
      if (!transport) return;
      for (const id of await app.repos.mailOutbox.dueIds(now)) {
        const mail = await app.repos.mailOutbox.claim(id, now, LEASE_MS);
        if (!mail) continue;
        try {
          await transport.sendMail({
            from: config.from,
            to: mail.to,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.body,
          });
        } catch (error) {
          await app.repos.mailOutbox.release(id, errorMessage(error));
          app.log.warn(
            { err: error, attempts: mail.attempts },
            'lead notification not sent; it stays in the outbox for the next attempt',
          );
          return;
        }
        await app.repos.mailOutbox.markSent(id);
      }
    }

    // One delivery at a time per instance; the claim keeps instances apart.
    const enqueue = (now: () => number) =>
      (queue = queue
        .then(() => deliverDue(now()))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'lead mail delivery failed');
        }));

    app.decorate('leadMail', {
      enabled: transport !== null,
      to: config.to,
      kick: () => void enqueue(Date.now),
    });
    app.housekeeping.add({ name: 'deliver lead mail', run: (now) => enqueue(() => now.getTime()) });
    app.housekeeping.add({
      name: 'expire unconfirmed newsletter sign-ups',
      run: (now) => app.repos.subscribers.deleteExpiredPending(now.getTime()),
    });
    app.housekeeping.add({
      name: 'delete leads past retention',
      run: async (now) => {
        const cutoff = new Date(now.getTime() - config.retentionDays * 86_400_000).toISOString();
        await app.repos.contactMessages.deleteCreatedBefore(cutoff);
        await app.repos.trainingRegistrations.deleteCreatedBefore(cutoff);
        await app.repos.subscribers.deleteCreatedBefore(cutoff);
        await app.repos.mailOutbox.deleteCreatedBefore(cutoff);
      },
    });
    app.addHook('onClose', async () => {
      await queue;
      transport?.close();
    });
  },
  { name: 'lead-mail', dependencies: ['database', 'housekeeping'] },
);
