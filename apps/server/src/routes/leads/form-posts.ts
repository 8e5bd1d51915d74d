import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { leadFormSchema } from '@site/shared';
import {
  CONTACT_SENT_MESSAGE,
  LEAD_SERVER_FAILURE_MESSAGE,
  TRAINING_REGISTERED_MESSAGE,
  newsletterSignedUpMessage,
} from '@site/shared/lead-messages';
import { paths } from '@site/shared/site-routes';
import type { SecurityHeaders } from '../../plugins/security.ts';
import type { LeadPage } from './lead-page.ts';
import { leadPage } from './lead-page.ts';
import type { LeadForm } from './submission-guard.ts';

/** A lead form the browser sends by itself (no script, or sent before the app took over the page;
 * docs/decisions/044): the same routes as the app's JSON, answered with pages. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** The largest body a public lead form takes as JSON: a contact form with every field at its maximum
 * in a three-byte script (CJK) is about 17 KB. A bigger one is refused (413) before it is read into memory. */
export const LEAD_BODY_LIMIT = 32 * 1024;

/** Percent-encoding writes a byte of text as up to three: the largest valid form (LEAD_BODY_LIMIT as
 * JSON) fits. */
export const FORM_BODY_LIMIT = 3 * LEAD_BODY_LIMIT;

export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === FORM_MEDIA_TYPE;

/** A form post cannot say how long the form was open (no script measured it): `elapsedMs` is
 * optional there, checked as for JSON when a client sends it. Spread into each form's schema. */
export const withoutFillTime = { elapsedMs: leadFormSchema.shape.elapsedMs.optional() };

/** The fields of a form body. Line breaks come as CRLF from a browser's form and as LF from the app:
 * stored as LF either way. `elapsedMs`, when sent, is a number as in JSON. */
export function readFormBody(body: string): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const text = value.replace(/\r\n?/g, '\n');
    if (name !== 'elapsedMs') fields[name] = text;
    else if (text.trim()) fields[name] = Number(text);
  }
  return fields;
}

/** The body parsers of the lead routes. Each has its own size limit (the routes set none, which
 * would override them): a JSON (or text) body over LEAD_BODY_LIMIT, a form over FORM_BODY_LIMIT, is
 * refused with 413 before it is read. Any other type is 415, unread. */
export function leadBodyParsers(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: LEAD_BODY_LIMIT },
    scope.getDefaultJsonParser('error', 'error'),
  );
  scope.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: LEAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  scope.addContentTypeParser(
    FORM_MEDIA_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, readFormBody(body as string)),
  );
}

export const CROSS_SITE_FORM_MESSAGE = 'This form can only be sent from our website.';

type FormPages = {
  sent: Pick<LeadPage, 'heading' | 'text' | 'back'>;
  refused: { heading: string; back: NonNullable<LeadPage['back']> };
};

const pages: Record<LeadForm['key'], FormPages> = {
  contact: {
    sent: { heading: 'Message sent', text: CONTACT_SENT_MESSAGE },
    refused: {
      heading: 'Your message was not sent',
      back: { href: paths.contact, label: 'Back to the contact page' },
    },
  },
  training: {
    sent: {
      heading: 'Registration received',
      text: TRAINING_REGISTERED_MESSAGE,
      back: { href: paths.training, label: 'Back to the training courses' },
    },
    refused: {
      heading: 'Your registration was not sent',
      back: { href: paths.training, label: 'Back to the training courses' },
    },
  },
  newsletter: {
    sent: {
      heading: 'Check your inbox',
      text: newsletterSignedUpMessage('your inbox'),
      back: { href: paths.blog, label: 'Back to the blog' },
    },
    refused: {
      heading: 'Your subscription was not sent',
      back: { href: paths.blog, label: 'Back to the blog' },
    },
  },
};

/** The page a form post is sent to once its lead is taken (GET `<form path>/sent`, after a 303: a
 * reload or Back sends nothing twice). */
export const thankYouPage = (form: LeadForm) =>
  leadPage({ ...pages[form.key].sent, tone: 'success' });

/** Where a taken lead is answered: 201 with the envelope, as always, or for a form post, 303 to its
 * thank-you page. A robot's dropped submission is answered the same. */
export function leadTaken(
  request: FastifyRequest,
  reply: FastifyReply,
  form: LeadForm,
  data: unknown,
) {
  if (isFormPost(request)) return reply.redirect(`${request.server.prefix}${form.path}/sent`, 303);
  return reply.status(201).send({ success: true, data });
}

/** The envelope's `error`, if the payload is the envelope (a long one may be compressed already). */
function envelopeError(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const { error } = JSON.parse(payload) as { error?: unknown };
    return typeof error === 'string' && error ? error : undefined;
  } catch {
    return undefined;
  }
}

const refusalText = (status: number, payload: unknown) =>
  status >= 500
    ? LEAD_SERVER_FAILURE_MESSAGE
    : (envelopeError(payload) ?? 'The form could not be sent.');

/** A form post refused (a field, the limit, the size, a failure) gets the refusal every client gets,
 * with its status, as a page of the site that says why and how to go back: the browser's Back button
 * returns to the form with what was typed. The envelope is made once (plugins/errors.ts), here it is
 * only written as a page. */
export function refusalAsPage(
  form: LeadForm,
  documentHeaders: SecurityHeaders['document'],
): onSendHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isFormPost(request)) return payload;
    const { heading, back } = pages[form.key].refused;
    documentHeaders(reply);
    // The page replaces the envelope, which a long one may have been compressed before.
    reply.removeHeader('content-encoding');
    reply.header('cache-control', 'no-store').header('content-type', 'text/html; charset=utf-8');
    return leadPage({
      heading,
      text: refusalText(reply.statusCode, payload),
      tone: 'error',
      notes: ["Your browser's Back button takes you to the form with everything you typed."],
      back,
    });
  };
}
