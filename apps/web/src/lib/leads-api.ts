import type {
  ContactInput,
  LeadCreated,
  NewsletterInput,
  TrainingRegistrationInput,
} from '@site/shared';
import { company } from '@site/shared/company';
import { LEAD_SERVER_FAILURE_MESSAGE } from '@site/shared/lead-messages';
import type { ApiResult } from './api-client.ts';
import { API_BASE, ApiNetworkError, apiRequest } from './api-client.ts';

const leadPaths = {
  contact: '/contact',
  newsletter: '/newsletter',
  training: '/training-registrations',
} as const;

/** Where each lead form posts by itself before the app has taken over, or without script (its
 * `action`; the server answers with pages, docs/decisions/044). The app sends the same route JSON. */
export const leadFormActions = {
  contact: `${API_BASE}${leadPaths.contact}`,
  newsletter: `${API_BASE}${leadPaths.newsletter}`,
  training: `${API_BASE}${leadPaths.training}`,
} as const;

/** The public lead forms: contact message, newsletter subscription, training registration. */
export const sendContactMessage = (input: ContactInput) =>
  apiRequest<LeadCreated>(leadPaths.contact, { method: 'POST', json: input });
export const subscribeToNewsletter = (input: NewsletterInput) =>
  apiRequest<{ subscribed: true }>(leadPaths.newsletter, { method: 'POST', json: input });
export const registerForTraining = (input: TrainingRegistrationInput) =>
  apiRequest<LeadCreated>(leadPaths.training, { method: 'POST', json: input });

export const NETWORK_FAILURE = `We could not reach our server. Check your connection and try again, or write to us at ${company.email}.`;

/** What the visitor reads when a submission fails: the server's own message for a refusal (bad field,
 * too many tries), a plain apology with the fallback address for anything else. */
export function leadFailureMessage(result: ApiResult<unknown> | ApiNetworkError): string {
  if (result instanceof ApiNetworkError) return NETWORK_FAILURE;
  if (result.success) return '';
  if (result.status >= 500 || result.status === 0) return LEAD_SERVER_FAILURE_MESSAGE;
  return result.error;
}
