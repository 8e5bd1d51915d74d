import type { FormEvent } from 'react';
import { useId, useRef } from 'react';
import type { Course } from '@site/shared';
import { LEAD_LIMITS, MAX_PARTICIPANTS } from '@site/shared/lead-limits';
import { TRAINING_REGISTERED_MESSAGE } from '@site/shared/lead-messages';
import { paths } from '@site/shared/site-routes';
import { X } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { ConsentNote } from '../../components/ui/consent-note.tsx';
import { HoneypotField } from '../../components/ui/honeypot-field.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { leadFormActions, registerForTraining } from '../../lib/leads-api.ts';
import { useLeadForm } from '../../lib/use-lead-form.ts';
import { SessionChoice } from './session-choice.tsx';

type FieldSpec = {
  name: 'firstName' | 'lastName' | 'email' | 'phone' | 'organisation' | 'participants';
  label: string;
  type: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  required: boolean;
  maxLength?: number;
};

const fields: readonly FieldSpec[] = [
  {
    name: 'firstName',
    label: 'First Name',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
    maxLength: LEAD_LIMITS.name,
  },
  {
    name: 'lastName',
    label: 'Last Name',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
    maxLength: LEAD_LIMITS.name,
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    maxLength: LEAD_LIMITS.email,
  },
  {
    name: 'phone',
    label: 'Phone (optional)',
    type: 'tel',
    autoComplete: 'tel',
    required: false,
    maxLength: LEAD_LIMITS.phone,
  },
  {
    name: 'organisation',
    label: 'Organisation (optional)',
    type: 'text',
    autoComplete: 'organization',
    required: false,
    maxLength: LEAD_LIMITS.organisation,
  },
  { name: 'participants', label: 'Number of participants', type: 'number', required: true },
];

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** "Register Now": a registration for one course, posted to /api/training-registrations, in a modal
 * dialog (Escape closes it); what was typed stays when sending fails. Its fields are the browser's own,
 * named, as in every lead form (lib/use-lead-form.ts). */
export function RegistrationDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const headingId = useId();
  const idPrefix = useId();
  const { state, send, formRef } = useLeadForm();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const sending = state.phase === 'sending';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    await send((field, antiSpam) =>
      registerForTraining({
        course: course.id,
        ...(field('sessionId') ? { sessionId: field('sessionId') } : {}),
        firstName: field('firstName'),
        lastName: field('lastName'),
        email: field('email'),
        phone: field('phone') || undefined,
        organisation: field('organisation') || undefined,
        participants: Number(field('participants')),
        ...antiSpam,
      }),
    );
  }

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={headingId}
      initialFocus={firstFieldRef}
      layoutClassName="flex items-end justify-center overflow-y-auto sm:items-center sm:p-4"
      panelClassName="max-h-full w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Course registration
          </p>
          <h2 id={headingId} className="mt-1 text-xl font-bold text-slate-900">
            {course.title}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon node={X} className="h-5 w-5" />
        </button>
      </div>
      {state.phase === 'sent' ? (
        <div role="status" className="mt-5">
          <p className="rounded-md border border-green-300 bg-green-50 p-4 text-sm font-semibold text-green-900">
            {TRAINING_REGISTERED_MESSAGE}
          </p>
          {/* The form that had focus is gone: focus moves here, so Escape and Tab stay in the dialog. */}
          <button
            type="button"
            autoFocus
            onClick={onClose}
            className="mt-5 w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Close
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          method="post"
          action={leadFormActions.training}
          className="relative mt-5 grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => void submit(event)}
          aria-busy={sending}
        >
          <input type="hidden" name="course" value={course.id} />
          <SessionChoice course={course} id={`${idPrefix}-session`} className="sm:col-span-2" />
          {fields.map((field) => (
            <div
              key={field.name}
              className={
                field.name === 'firstName' || field.name === 'lastName'
                  ? undefined
                  : 'sm:col-span-2'
              }
            >
              <label
                htmlFor={`${idPrefix}-${field.name}`}
                className="block text-sm font-semibold text-slate-800"
              >
                {field.label}
                {field.required && (
                  <span aria-hidden="true" className="text-red-700">
                    {' '}
                    *
                  </span>
                )}
              </label>
              <input
                id={`${idPrefix}-${field.name}`}
                ref={field.name === 'firstName' ? firstFieldRef : undefined}
                name={field.name}
                type={field.type}
                required={field.required}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                {...(field.type === 'number'
                  ? { min: 1, max: MAX_PARTICIPANTS, step: 1, inputMode: 'numeric' as const }
                  : {})}
                defaultValue={field.name === 'participants' ? '1' : undefined}
                className={inputClass}
              />
            </div>
          ))}
          <HoneypotField />
          <div role="alert" className="empty:hidden sm:col-span-2">
            {state.phase === 'failed' && (
              <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
                <p className="font-semibold">Your registration was not sent: {state.error}</p>
                <p className="mt-1">Everything you typed is still in the form.</p>
              </div>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:col-span-2">
            <button
              type="submit"
              disabled={sending}
              className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75"
            >
              {sending ? 'Sending…' : 'Register'}
            </button>
            <ConsentNote privacyHref={paths.privacy} />
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
