import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  contactInputSchema,
  newsletterConfirmInputSchema,
  newsletterInputSchema,
  trainingRegistrationInputSchema,
  unsubscribeInputSchema,
} from '@site/shared';
import { company } from '@site/shared/company';
import { paths } from '@site/shared/site-routes';
import type { LeadsConfig } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import {
  contactMessageMail,
  newsletterConfirmationMail,
  newsletterSubscriptionMail,
  trainingRegistrationMail,
} from '../../lib/lead-mail-text.ts';
import type { OriginSettings } from '../../lib/public-origin.ts';
import { requireVettedOrigin, vettedOrigin } from '../../lib/public-origin.ts';
import { parseInput } from '../../lib/validation.ts';
import type { SecurityHeaders } from '../../plugins/security.ts';
import {
  isFormPost,
  leadBodyParsers,
  leadTaken,
  thankYouPage,
  withoutFillTime,
} from './form-posts.ts';
import { leadPage } from './lead-page.ts';
import { registeredCourse } from './registered-course.ts';
import { registrationFormPath, registrationPage } from './registration-page.ts';
import { isPerson, leadRouteOptions } from './submission-guard.ts';

const registrationFormQuerySchema = z.object({
  course: z.string({ error: 'course is required' }).min(1, 'course is required').max(200),
});

export const CONFIRM_LINK_INVALID =
  'This confirmation link is unknown, already used or expired. If you confirmed before, you are subscribed; otherwise sign up again for a new link.';

const contactForm = { key: 'contact', label: 'messages', path: '/contact' } as const;
const trainingForm = {
  key: 'training',
  label: 'registrations',
  path: '/training-registrations',
} as const;
const newsletterForm = { key: 'newsletter', label: 'subscriptions', path: '/newsletter' } as const;

// What a form the browser sent by itself (form-posts.ts) may leave out: the fill time.
const contactFormPost = contactInputSchema.extend(withoutFillTime);
const trainingFormPost = trainingRegistrationInputSchema.extend(withoutFillTime);
const newsletterFormPost = newsletterInputSchema.extend(withoutFillTime);

/** Public lead forms: each submission is stored first (with its notification in the outbox, in the
 * same transaction), then the outbox is kicked; a robot's submission gets the same answer and is
 * dropped. The app sends JSON; a browser without script, or before the app has taken over the page,
 * sends the form itself and is answered with pages (form-posts.ts). */
export async function leadRoutes(
  app: FastifyInstance,
  options: Pick<LeadsConfig, 'perAddressPerHour'> &
    OriginSettings & {
      documentHeaders: SecurityHeaders['document'];
    },
) {
  const route = leadRouteOptions(app, options.perAddressPerHour, options.documentHeaders);
  const notify = app.leadMail.enabled;
  const read = <J extends z.ZodType, F extends z.ZodType>(
    request: FastifyRequest,
    json: J,
    form: F,
  ): z.output<J> | z.output<F> =>
    isFormPost(request) ? parseInput(form, request.body) : parseInput(json, request.body);

  // The lead routes' bodies, and the links' one-click form (form-posts.ts).
  leadBodyParsers(app);

  app.post('/contact', route(contactForm), async (request, reply) => {
    const input = read(request, contactInputSchema, contactFormPost);
    if (!isPerson(request, contactForm, input))
      return leadTaken(request, reply, contactForm, { id: randomUUID() });
    const message = await app.repos.contactMessages.create(
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        message: input.message,
        subject: input.subject ?? null,
        phone: input.phone ?? null,
        company: input.company ?? null,
      },
      notify
        ? (stored) => contactMessageMail(stored, app.leadMail.to, vettedOrigin(request, options))
        : null,
    );
    if (notify) app.leadMail.kick();
    return leadTaken(request, reply, contactForm, { id: message.id });
  });

  app.post('/training-registrations', route(trainingForm), async (request, reply) => {
    const input = read(request, trainingRegistrationInputSchema, trainingFormPost);
    if (!isPerson(request, trainingForm, input))
      return leadTaken(request, reply, trainingForm, { id: randomUUID() });
    const { course, session } = await registeredCourse(app, input.course, input.sessionId);
    const registration = await app.repos.trainingRegistrations.create(
      {
        course: course.title,
        courseId: course.id,
        session,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        organisation: input.organisation ?? null,
        participants: input.participants,
      },
      notify
        ? (stored) =>
            trainingRegistrationMail(stored, app.leadMail.to, vettedOrigin(request, options))
        : null,
    );
    if (notify) app.leadMail.kick();
    return leadTaken(request, reply, trainingForm, { id: registration.id });
  });

  // Double opt-in (docs/decisions/039): the address is stored pending and mailed a link; only the
  // link makes it a subscriber (and mails the company). The answer is the same whatever the address
  // was before, so the form tells no one who subscribes.
  app.post('/newsletter', route(newsletterForm), async (request, reply) => {
    const input = read(request, newsletterInputSchema, newsletterFormPost);
    if (isPerson(request, newsletterForm, input)) {
      // The link goes into a mail to someone else: never built from an unvetted Host header.
      const origin = notify ? requireVettedOrigin(request, options) : null;
      const outcome = await app.repos.subscribers.signUp(
        input.email,
        origin
          ? ({ email, token }) =>
              newsletterConfirmationMail(
                {
                  email,
                  confirmUrl: `${origin}/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
                },
                app.leadMail.to,
              )
          : null,
      );
      if (notify && outcome !== 'unchanged') app.leadMail.kick();
    }
    return leadTaken(request, reply, newsletterForm, { subscribed: true });
  });

  // The pages on API paths: the thank-you page a form post is sent to (303) once its lead is taken,
  // and the newsletter's links. A link's GET shows a button (so mail scanners that follow links
  // confirm and unsubscribe no one); POST acts, from that button or, for unsubscribing, a mail app's
  // one-click unsubscribe (RFC 8058), whose form body says nothing we need.
  app.register(async (links) => {
    const wantsHtml = (request: FastifyRequest) =>
      (request.headers.accept ?? '').includes('text/html');
    const html = (reply: FastifyReply, page: string, status = 200) =>
      reply
        .status(status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    const noLongerSubscribed = 'This address no longer receives our newsletter.';
    const invalidLinkPage = () =>
      leadPage({ heading: 'This link no longer works', text: CONFIRM_LINK_INVALID });
    // Its pages are documents (a style, a form): the page set of headers, not the API's.
    links.addHook('onRequest', (_request, reply, done) => {
      options.documentHeaders(reply);
      done();
    });

    for (const form of [contactForm, trainingForm, newsletterForm])
      links.get(`${form.path}/sent`, async (_request, reply) => html(reply, thankYouPage(form)));

    // Register Now without script (docs/decisions/052): the course's registration form, posted to
    // the route above. A course the public may not see has none.
    links.get(registrationFormPath, async (request, reply) => {
      const { course: named } = parseInput(registrationFormQuerySchema, request.query);
      const course = await registeredCourse(app, named, undefined).catch(() => undefined);
      if (!course)
        return html(
          reply,
          leadPage({
            heading: 'Course not found',
            text: 'This course is not on the Training page (any more). Choose one there.',
            back: { href: paths.training, label: 'Back to the training courses' },
          }),
          404,
        );
      return html(reply, registrationPage(course.course, `${app.prefix}${trainingForm.path}`));
    });

    links.get('/newsletter/unsubscribe', async (request, reply) => {
      const { token } = parseInput(unsubscribeInputSchema, request.query);
      return html(
        reply,
        leadPage({
          heading: 'Unsubscribe from our newsletter',
          text: `Press the button to stop receiving the ${company.shortName} newsletter.`,
          action: { path: '/api/newsletter/unsubscribe', token, button: 'Unsubscribe' },
        }),
      );
    });

    links.post('/newsletter/unsubscribe', async (request, reply) => {
      const { token } = parseInput(unsubscribeInputSchema, request.query);
      await app.repos.subscribers.removeByToken(token);
      if (wantsHtml(request))
        return html(reply, leadPage({ heading: 'You are unsubscribed', text: noLongerSubscribed }));
      return { success: true, data: { unsubscribed: true } };
    });

    links.get('/newsletter/confirm', async (request, reply) => {
      const { token } = parseInput(newsletterConfirmInputSchema, request.query);
      if (!(await app.repos.subscribers.findPendingByToken(token)))
        return html(reply, invalidLinkPage(), 404);
      return html(
        reply,
        leadPage({
          heading: 'Confirm your subscription',
          text: `Press the button to receive the ${company.shortName} newsletter.`,
          action: { path: '/api/newsletter/confirm', token, button: 'Confirm subscription' },
        }),
      );
    });

    links.post('/newsletter/confirm', async (request, reply) => {
      const { token } = parseInput(newsletterConfirmInputSchema, request.query);
      const subscriber = await app.repos.subscribers.confirm(
        token,
        notify
          ? (confirmed) =>
              newsletterSubscriptionMail(confirmed, app.leadMail.to, vettedOrigin(request, options))
          : null,
      );
      if (subscriber && notify) app.leadMail.kick();
      if (wantsHtml(request))
        return subscriber
          ? html(
              reply,
              leadPage({
                heading: 'You are subscribed',
                text: `Thank you. This address now receives the ${company.shortName} newsletter; every issue has a link to unsubscribe.`,
              }),
            )
          : html(reply, invalidLinkPage(), 404);
      if (!subscriber) throw new HttpError(404, CONFIRM_LINK_INVALID);
      return { success: true, data: { confirmed: true } };
    });
  });
}
