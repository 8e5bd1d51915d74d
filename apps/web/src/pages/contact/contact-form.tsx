import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { ContactField } from '../../content/contact.ts';
import { contactForm } from '../../content/contact.ts';
import { company } from '../../content/company.ts';
import type { ContactValues } from './contact-mailto.ts';
import { buildContactMailto } from './contact-mailto.ts';
import { openMailClient } from './open-mail-client.ts';
import { useContactValues } from './use-contact-values.ts';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

type FieldProps = {
  field: ContactField;
  value: string;
  onChange: (name: keyof ContactValues, value: string) => void;
};

function Field({ field, value, onChange }: FieldProps) {
  const id = useId();
  const common = {
    id,
    name: field.name,
    required: true,
    placeholder: field.placeholder,
    value,
    className: inputClass,
  };
  return (
    <div className={field.name === 'firstName' || field.name === 'lastName' ? undefined : 'sm:col-span-2'}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {field.label}
        <span aria-hidden="true" className="text-red-700"> *</span>
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={field.rows ?? 5} onChange={(event) => onChange(field.name, event.target.value)} />
      ) : (
        <input {...common} type={field.type} autoComplete={field.autoComplete} onChange={(event) => onChange(field.name, event.target.value)} />
      )}
    </div>
  );
}

type ContactFormProps = {
  /** The subject the visitor arrived with (`?subject=`), if any. */
  subject?: string;
};

/** 'Send us a Message'. The site has no mail backend (docs/product.md §7), so sending opens the visitor's
 * e-mail app with the message prepared, and the page confirms it and keeps what was typed. */
export function ContactForm({ subject }: ContactFormProps) {
  const headingId = useId();
  const [values, update] = useContactValues(subject);
  const [preparedHref, setPreparedHref] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = buildContactMailto(company.email, values, subject);
    setPreparedHref(href);
    openMailClient(href);
  }

  return (
    <section id="contact" aria-labelledby={headingId} className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {contactForm.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-600">All fields are required.</p>
      {subject && (
        <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <span className="font-semibold">Subject:</span> {subject}
        </p>
      )}
      <form className="mt-6 grid gap-5 sm:grid-cols-2" onSubmit={submit}>
        {contactForm.fields.map((field) => (
          <Field key={field.name} field={field} value={values[field.name]} onChange={update} />
        ))}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto"
          >
            {contactForm.submitLabel}
          </button>
        </div>
      </form>
      <div role="status" className="mt-6 empty:hidden">
        {preparedHref && (
          <div className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-900">
            <p className="font-semibold">Your message has been prepared in your e-mail app. Press Send there to deliver it.</p>
            <p className="mt-2">
              If your e-mail app did not open, <a href={preparedHref} className="font-semibold underline">open it again</a>, write to us at{' '}
              <a href={`mailto:${company.email}`} className="font-semibold underline">
                {company.email}
              </a>{' '}
              or call{' '}
              <a href={company.phoneHref} className="font-semibold underline">
                {company.phone}
              </a>
              . Your message is still in the form above.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
