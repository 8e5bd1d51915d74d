import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactInputSchema,
  leadCreatedSchema,
  newsletterConfirmInputSchema,
  newsletterInputSchema,
  newsletterSignedUpSchema,
  registrationFormQuerySchema,
  subscriptionConfirmedSchema,
  successEnvelope,
  trainingRegistrationInputSchema,
  unsubscribedSchema,
  unsubscribeInputSchema,
} from '@site/shared';
import { company } from '@site/shared/company';
import { paths } from '@site/shared/site-routes';
import type { LeadsConfig } from '../../config.ts';
import type { OutboxMail } from '../../db/mail-outbox-repository.ts';
import { HttpError } from '../../errors.ts';
import {
  contactMessageMail,
  newsletterConfirmationMail,
  newsletterSubscriptionMail,
  trainingRegistrationMail,
} from '../../lib/lead-mail-text.ts';
import type { OriginSettings } from '../../lib/public-origin.ts';
import { requireVettedOrigin, vettedOrigin } from '../../lib/public-origin.ts';
import { ok, textAnswer } from '../../lib/answer.ts';
import { bodyReadByHandler, parseInput } from '../../lib/validation.ts';
import type { SecurityHeaders } from '../../plugins/security.ts';
import {
  FORM_MEDIA_TYPE,
  isFormPost,
  leadBodyParsers,
  leadTaken,
  thankYouPage,
  withoutFillTime,
} from './form-posts.ts';
import { leadPage } from './lead-page.ts';
import { registeredCourse } from './registered-course.ts';
import { registrationFormPath, registrationPage } from './registration-page.ts';
import type { AntiSpam, LeadForm } from './submission-guard.ts';
import { isPerson, leadRouteOptions } from './submission-guard.ts';

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

/** The answer of a newsletter link's POST: a page for a browser, the envelope for an API client. */
const pageOrEnvelope = <T extends z.ZodType>(data: T) => ({
  200: {
    description: 'A page for a browser (`Accept: text/html`), the envelope otherwise',
    content: {
      'text/html': { schema: z.string() },
      'application/json': { schema: successEnvelope(data) },
    },
  },
});

/** Public lead forms: each submission is stored first (with its notification in the outbox, in the
 * same transaction), then the outbox is kicked; a robot's submission gets the same answer and is
 * dropped. The app sends JSON; a browser without script, or before the app has taken over the page,
 * sends the form itself and is answered with pages (form-posts.ts). */
export const leadRoutes: FastifyPluginAsyncZod<
  Pick<LeadsConfig, 'perAddressPerHour'> &
    OriginSettings & {
      documentHeaders: SecurityHeaders['document'];
    }
> = async (app, options) => {
  const route = leadRouteOptions(app, options.perAddressPerHour, options.documentHeaders);
  /** A lead form's route: the shared limit (submission-guard.ts) and its schema. The body is read by
   * the handler: JSON from the app, or the form a browser sent by itself, whose schema differs. */
  const leadRoute = (form: LeadForm, summary: string, body: z.ZodType, answer: z.ZodType) => ({
    ...route(form),
    schema: {
      summary,
      description:
        'JSON from the app; a browser without script posts the same fields as a form ' +
        '(`elapsedMs` optional) and is answered 303 to a thank-you page, or a page saying why not.',
      consumes: ['application/json', FORM_MEDIA_TYPE],
      body,
      response: { 201: successEnvelope(answer) },
    },
    validatorCompiler: bodyReadByHandler,
  });
  const notify = app.leadMail.enabled;
  const read = <J extends z.ZodType, F extends z.ZodType>(
    request: FastifyRequest,
    json: J,
    form: F,
  ): z.output<J> | z.output<F> =>
    isFormPost(request) ? parseInput(form, request.body) : parseInput(json, request.body);

  /** A contact message or a training registration: a robot's is answered as if taken and dropped; a
   * person's is stored (`store`) with its mail to the company when mail is on, then the outbox is
   * kicked. */
  const storeLead = async <T extends { id: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    form: LeadForm,
    input: AntiSpam,
    mail: (stored: T, to: string, origin: string | null) => OutboxMail,
    store: (notification: ((stored: T) => OutboxMail) | null) => Promise<T>,
  ) => {
    if (!isPerson(request, form, input))
      return leadTaken(request, reply, form, { id: randomUUID() });
    const stored = await store(
      notify ? (lead) => mail(lead, app.leadMail.to, vettedOrigin(request, options)) : null,
    );
    if (notify) app.leadMail.kick();
    return leadTaken(request, reply, form, { id: stored.id });
  };

  // The lead routes' bodies, and the links' one-click form (form-posts.ts).
  leadBodyParsers(app);

  const contact = leadRoute(
    contactForm,
    'Sends a contact message',
    contactInputSchema,
    leadCreatedSchema,
  );
  app.post('/contact', contact, async (request, reply) => {
    const input = read(request, contactInputSchema, contactFormPost);
    return storeLead(request, reply, contactForm, input, contactMessageMail, (notification) =>
      app.repos.contactMessages.create(
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          message: input.message,
          subject: input.subject ?? null,
          phone: input.phone ?? null,
          company: input.company ?? null,
        },
        notification,
      ),
    );
  });

  const training = leadRoute(
    trainingForm,
    'Registers for a training course',
    trainingRegistrationInputSchema,
    leadCreatedSchema,
  );
  app.post('/training-registrations', training, async (request, reply) => {
    const input = read(request, trainingRegistrationInputSchema, trainingFormPost);
    return storeLead(
      request,
      reply,
      trainingForm,
      input,
      trainingRegistrationMail,
      async (notification) => {
        const { course, session } = await registeredCourse(app, input.course, input.sessionId);
        return app.repos.trainingRegistrations.create(
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
          notification,
        );
      },
    );
  });

  // Double opt-in (docs/decisions/039): the address is stored pending and mailed a link; only the
  // link makes it a subscriber (and mails the company). The answer is the same whatever the address
  // was before, so the form tells no one who subscribes.
  const newsletter = leadRoute(
    newsletterForm,
    'Signs an address up for the newsletter (mails a confirmation link)',
    newsletterInputSchema,
    newsletterSignedUpSchema,
  );
  app.post('/newsletter', newsletter, async (request, reply) => {
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
  app.register(async (scope) => {
    const links = scope.withTypeProvider<ZodTypeProvider>();
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

    const thanks = {
      summary: 'The thank-you page a form post is sent to (303) once its lead is taken',
      response: { 200: textAnswer('text/html', 'The thank-you page') },
    };
    for (const form of [contactForm, trainingForm, newsletterForm])
      links.get(`${form.path}/sent`, { schema: thanks }, async (_request, reply) =>
        html(reply, thankYouPage(form)),
      );

    // Register Now without script (docs/decisions/052): the course's registration form, posted to
    // the route above. A course the public may not see has none.
    const registrationForm = {
      summary: "A course's registration form, as a page (Register Now without script)",
      querystring: registrationFormQuerySchema,
      response: {
        200: textAnswer('text/html', 'The form'),
        404: textAnswer('text/html', 'The course is not on the Training page'),
      },
    };
    links.get(registrationFormPath, { schema: registrationForm }, async (request, reply) => {
      const { course: named } = request.query;
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

    const unsubscribePage = {
      summary: "The newsletter mail's unsubscribe link: a page with the button that posts it",
      querystring: unsubscribeInputSchema,
      response: { 200: textAnswer('text/html', 'The page') },
    };
    links.get('/newsletter/unsubscribe', { schema: unsubscribePage }, async (request, reply) => {
      const { token } = request.query;
      return html(
        reply,
        leadPage({
          heading: 'Unsubscribe from our newsletter',
          text: `Press the button to stop receiving the ${company.shortName} newsletter.`,
          action: { path: '/api/newsletter/unsubscribe', token, button: 'Unsubscribe' },
        }),
      );
    });

    const unsubscribe = {
      summary: "Unsubscribes (the page's button, or a mail app's one-click unsubscribe)",
      querystring: unsubscribeInputSchema,
      response: pageOrEnvelope(unsubscribedSchema),
    };
    links.post('/newsletter/unsubscribe', { schema: unsubscribe }, async (request, reply) => {
      const { token } = request.query;
      await app.repos.subscribers.removeByToken(token);
      if (wantsHtml(request))
        return html(reply, leadPage({ heading: 'You are unsubscribed', text: noLongerSubscribed }));
      return ok({ unsubscribed: true as const });
    });

    const confirmPage = {
      summary: "The confirmation mail's link: a page with the button that posts it",
      querystring: newsletterConfirmInputSchema,
      response: {
        200: textAnswer('text/html', 'The page'),
        404: textAnswer('text/html', 'The link is unknown, used or expired'),
      },
    };
    links.get('/newsletter/confirm', { schema: confirmPage }, async (request, reply) => {
      const { token } = request.query;
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

    const confirm = {
      summary: "Confirms a newsletter subscription (the page's button)",
      querystring: newsletterConfirmInputSchema,
      response: pageOrEnvelope(subscriptionConfirmedSchema),
    };
    links.post('/newsletter/confirm', { schema: confirm }, async (request, reply) => {
      const { token } = request.query;
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
      return ok({ confirmed: true as const });
    });
  });
};
