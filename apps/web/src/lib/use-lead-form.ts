import { useCallback, useEffect, useRef, useState } from 'react';
import { honeypotValue } from '../components/ui/honeypot-field.tsx';
import type { ApiResult } from './api-client.ts';
import { ApiNetworkError } from './api-client.ts';
import { leadFailureMessage } from './leads-api.ts';

export type LeadFormState =
  { phase: 'idle' | 'sending' | 'sent' } | { phase: 'failed'; error: string };

/** Reads a field of the form being sent, by its name. */
export type LeadFieldText = (name: string) => string;

/** A field's text as the form holds it, as the browser would send it ('' when there is no such field). */
export const fieldText = (form: HTMLFormElement, name: string): string => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

/** Whether a field holds text the page did not put there. */
const holdsTypedText = (form: HTMLFormElement) =>
  Array.from(form.elements).some(
    (field) =>
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.type !== 'hidden' &&
      field.value !== field.defaultValue,
  );

/** Sending state of a lead form whose fields are the browser's own (named, uncontrolled): the same
 * form posts to the server by itself before the app has taken over the page or without script
 * (docs/decisions/044), and whatever was typed before the take-over stays in the fields and is sent.
 * Attach `formRef` to the form; `send` reads the fields when the form is sent and adds the anti-spam
 * fields the server expects (the time the form has been open, the honeypot's content). Nothing the
 * visitor typed is touched, whatever happens. */
export function useLeadForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const openedAt = useRef(0);
  const [state, setState] = useState<LeadFormState>({ phase: 'idle' });
  useEffect(() => {
    // Text typed before the app took over the page: the form has been open since the page showed.
    const form = formRef.current;
    openedAt.current = form && holdsTypedText(form) ? 0 : performance.now();
  }, []);

  const send = useCallback(
    async <T>(
      call: (
        field: LeadFieldText,
        antiSpam: { elapsedMs: number; website?: string },
      ) => Promise<ApiResult<T>>,
    ): Promise<LeadFormState> => {
      const form = formRef.current;
      if (!form) return { phase: 'idle' };
      setState({ phase: 'sending' });
      const elapsedMs = Math.max(0, Math.round(performance.now() - openedAt.current));
      const website = honeypotValue(form);
      try {
        const result = await call((name) => fieldText(form, name), {
          elapsedMs,
          website: website || undefined,
        });
        const next: LeadFormState = result.success
          ? { phase: 'sent' }
          : { phase: 'failed', error: leadFailureMessage(result) };
        setState(next);
        return next;
      } catch (error) {
        const next: LeadFormState = {
          phase: 'failed',
          error: leadFailureMessage(
            error instanceof ApiNetworkError ? error : new ApiNetworkError(error),
          ),
        };
        setState(next);
        return next;
      }
    },
    [],
  );

  return { state, send, formRef };
}
