import { useCallback, useState } from 'react';
import type { ContactValues } from './contact-mailto.ts';
import { emptyContactValues } from './contact-mailto.ts';

const prefill = (subject: string | undefined) => (subject ? `${subject}\n\n` : '');

/** The form's values. A `subject` (from `?subject=`) starts the message; when the subject changes
 * while the page stays open, the message follows it only if the visitor has not written anything
 * of their own, so typed text is never replaced. Values are never cleared on submit. */
export function useContactValues(subject: string | undefined) {
  const [values, setValues] = useState<ContactValues>(() => ({ ...emptyContactValues, message: prefill(subject) }));
  const [seenSubject, setSeenSubject] = useState(subject);

  if (subject !== seenSubject) {
    setSeenSubject(subject);
    if (values.message.trim() === (seenSubject ?? '').trim()) setValues({ ...values, message: prefill(subject) });
  }

  const update = useCallback((name: keyof ContactValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  return [values, update] as const;
}
