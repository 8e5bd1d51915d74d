import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { company } from '../../content/company.ts';
import { newsletterCopy } from './blog-copy.ts';
import { isValidEmail, newsletterMailto, openMailClient } from './newsletter.ts';

type Feedback = { kind: 'error' | 'sent'; text: string } | null;

type NewsletterBoxProps = {
  /** Opens the prepared e-mail; replaced in tests. */
  openMail?: (href: string) => void;
};

/** docs/product.md §2: the newsletter box. There is no newsletter service (docs/product.md §7), so a valid address
 * opens the visitor's e-mail app with a subscription request to the company, and says so. */
export function NewsletterBox({ openMail = openMailClient }: NewsletterBoxProps) {
  const headingId = useId();
  const inputId = useId();
  const feedbackId = useId();
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setFeedback({ kind: 'error', text: newsletterCopy.missing });
    if (!isValidEmail(address)) return setFeedback({ kind: 'error', text: newsletterCopy.invalid });
    openMail(newsletterMailto(company.email, newsletterCopy.subject, newsletterCopy.body(address)));
    setFeedback({ kind: 'sent', text: newsletterCopy.opened(address, company.email) });
  }

  const invalid = feedback?.kind === 'error';
  return (
    <section aria-labelledby={headingId} className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-16">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {newsletterCopy.title}
        </h2>
        <p className="mt-3 text-lg text-brand-50">{newsletterCopy.text}</p>
        <form noValidate onSubmit={submit} className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {newsletterCopy.label}
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            value={email}
            placeholder={newsletterCopy.placeholder}
            aria-invalid={invalid || undefined}
            aria-describedby={feedbackId}
            onChange={(event) => {
              setEmail(event.target.value);
              if (feedback?.kind === 'error') setFeedback(null);
            }}
            className="min-h-11 min-w-0 flex-1 rounded-md border-2 border-transparent bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-accent-400 focus:outline-none aria-invalid:border-red-400"
          />
          <button type="submit" className="min-h-11 rounded-md bg-accent-400 px-6 py-2.5 font-semibold text-brand-900 hover:bg-accent-500">
            {newsletterCopy.submit}
          </button>
        </form>
        <p id={feedbackId} role="status" className="mx-auto mt-4 min-h-6 max-w-lg text-sm font-medium">
          {feedback && (
            <span className={feedback.kind === 'error' ? 'rounded bg-white px-2 py-1 text-red-800' : 'text-brand-50'}>{feedback.text}</span>
          )}
        </p>
      </div>
    </section>
  );
}
