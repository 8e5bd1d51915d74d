import type { FormEvent } from 'react';
import { useId } from 'react';
import { LEAD_LIMITS } from '@site/shared/lead-limits';
import { CONTACT_SENT_MESSAGE } from '@site/shared/lead-messages';
import { paths } from '@site/shared/site-routes';
import { CardSection } from '../../components/ui/card-section.tsx';
import { ConsentNote } from '../../components/ui/consent-note.tsx';
import { HoneypotField } from '../../components/ui/honeypot-field.tsx';
import type { ContactField } from '../../content/contact.ts';
import { contactForm } from '../../content/contact.ts';
import { leadFormActions, sendContactMessage } from '../../lib/leads-api.ts';
import { useLeadForm } from '../../lib/use-lead-form.ts';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** A field of the browser's own (uncontrolled): what was typed before the app took over stays. */
function Field({ field }: { field: ContactField }) {
  const id = useId();
  const common = {
    id,
    name: field.name,
    required: true,
    maxLength:
      field.name === 'message'
        ? LEAD_LIMITS.message
        : field.name === 'email'
          ? LEAD_LIMITS.email
          : LEAD_LIMITS.name,
    placeholder: field.placeholder,
    className: inputClass,
  };
  return (
    <div
      className={
        field.name === 'firstName' || field.name === 'lastName' ? undefined : 'sm:col-span-2'
      }
    >
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {field.label}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={field.rows ?? 5} />
      ) : (
        <input {...common} type={field.type} autoComplete={field.autoComplete} />
      )}
    </div>
  );
}

type ContactFormProps = {
  /** The subject the visitor arrived with (`?subject=`, from Get Quote, Contact Sales Team …), if any. */
  subject?: string;
};

/** 'Send us a Message': posts to /api/contact, says "Sending…", then confirms in the page. Nothing
 * typed is cleared when sending fails, so the visitor can try again or copy it elsewhere. Before the
 * app has taken over (or without script) the browser posts the same form and the server answers with
 * a thank-you page (docs/decisions/044). */
export function ContactForm({ subject }: ContactFormProps) {
  const { state, send, formRef } = useLeadForm();
  const sending = state.phase === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const outcome = await send((field, antiSpam) =>
      sendContactMessage({
        firstName: field('firstName'),
        lastName: field('lastName'),
        email: field('email'),
        message: field('message'),
        subject,
        ...antiSpam,
      }),
    );
    if (outcome.phase === 'sent') formRef.current?.reset();
  }

  return (
    <CardSection
      sectionId="contact"
      heading={contactForm.heading}
      size="lg"
      shadow="lg"
      className="scroll-mt-24"
    >
      <p className="mt-2 text-sm text-slate-600">All fields are required.</p>
      {subject && (
        <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <span className="font-semibold">Subject:</span> {subject}
        </p>
      )}
      <form
        ref={formRef}
        method="post"
        action={leadFormActions.contact}
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
        onSubmit={(event) => void submit(event)}
        aria-busy={sending}
      >
        {contactForm.fields.map((field) => (
          <Field key={field.name} field={field} />
        ))}
        <HoneypotField />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75 sm:w-auto sm:self-start"
          >
            {sending ? 'Sending…' : contactForm.submitLabel}
          </button>
          <ConsentNote privacyHref={paths.privacy} />
        </div>
      </form>
      <div role="status" aria-live="polite" className="mt-6 empty:hidden">
        {state.phase === 'sent' && (
          <p className="rounded-md border border-green-300 bg-green-50 p-4 text-sm font-semibold text-green-900">
            {CONTACT_SENT_MESSAGE}
          </p>
        )}
      </div>
      <div role="alert" className="mt-6 empty:hidden">
        {state.phase === 'failed' && (
          <div className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">Your message was not sent: {state.error}</p>
            <p className="mt-1">Everything you typed is still in the form.</p>
          </div>
        )}
      </div>
    </CardSection>
  );
}
