import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { paths } from '@site/shared/site-routes';
import { ConsentNote } from '../../components/ui/consent-note.tsx';
import { HoneypotField } from '../../components/ui/honeypot-field.tsx';
import { leadFormActions, subscribeToNewsletter } from '../../lib/leads-api.ts';
import { fieldText, useLeadForm } from '../../lib/use-lead-form.ts';
import { newsletterCopy } from './blog-copy.ts';
import { isValidEmail } from './newsletter.ts';

type Feedback = { kind: 'error' | 'sent'; text: string } | null;

/** docs/product.md §2: the newsletter box. Subscribe stores the address (POST /api/newsletter) and confirms
 * in the page; a failure keeps the address in the field and says why. Before the app has taken over (or
 * without script) the browser posts the same form and the server answers with a page (docs/decisions/044). */
export function NewsletterBox() {
  const headingId = useId();
  const inputId = useId();
  const feedbackId = useId();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { state, send, formRef } = useLeadForm();
  const sending = state.phase === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = fieldText(event.currentTarget, 'email').trim();
    if (!address) return setFeedback({ kind: 'error', text: newsletterCopy.missing });
    if (!isValidEmail(address)) return setFeedback({ kind: 'error', text: newsletterCopy.invalid });
    setFeedback(null);
    const outcome = await send((_field, antiSpam) =>
      subscribeToNewsletter({ email: address, ...antiSpam }),
    );
    if (outcome.phase === 'failed') return setFeedback({ kind: 'error', text: outcome.error });
    formRef.current?.reset();
    setFeedback({ kind: 'sent', text: newsletterCopy.subscribed(address) });
  }

  const invalid = feedback?.kind === 'error';
  return (
    <section
      aria-labelledby={headingId}
      className="bg-gradient-to-br from-brand-900 to-brand-700 text-white"
    >
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-16">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {newsletterCopy.title}
        </h2>
        <p className="mt-3 text-lg text-brand-50">{newsletterCopy.text}</p>
        <form
          ref={formRef}
          method="post"
          action={leadFormActions.newsletter}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={sending}
          className="relative mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            {newsletterCopy.label}
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={newsletterCopy.placeholder}
            aria-invalid={invalid || undefined}
            aria-describedby={feedbackId}
            onChange={() => {
              if (feedback?.kind === 'error') setFeedback(null);
            }}
            className="min-h-11 min-w-0 flex-1 rounded-md border-2 border-transparent bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-accent-400 focus:outline-none aria-invalid:border-red-400"
          />
          <HoneypotField />
          <button
            type="submit"
            disabled={sending}
            className="min-h-11 rounded-md bg-accent-400 px-6 py-2.5 font-semibold text-brand-900 hover:bg-accent-500 disabled:cursor-wait disabled:opacity-80"
          >
            {sending ? newsletterCopy.sending : newsletterCopy.submit}
          </button>
        </form>
        <p
          id={feedbackId}
          role="status"
          className="mx-auto mt-4 min-h-6 max-w-lg text-sm font-medium"
        >
          {feedback && (
            <span
              className={
                feedback.kind === 'error'
                  ? 'rounded bg-white px-2 py-1 text-red-800'
                  : 'text-brand-50'
              }
            >
              {feedback.text}
            </span>
          )}
        </p>
        <ConsentNote
          privacyHref={paths.privacy}
          className="mx-auto mt-2 max-w-lg text-brand-50 [&_a]:text-white"
        />
      </div>
    </section>
  );
}
