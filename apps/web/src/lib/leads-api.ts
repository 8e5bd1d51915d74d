import type {
  ContactInput,
  LeadCreated,
  NewsletterInput,
  TrainingRegistrationInput,
} from '@site/shared';
import { company } from '@site/shared/company';
import type { ApiResult } from './api-client.ts';
import { ApiNetworkError, apiRequest } from './api-client.ts';

/** The public lead forms: contact message, newsletter subscription, training registration. */
export const sendContactMessage = (input: ContactInput) =>
  apiRequest<LeadCreated>('/contact', { method: 'POST', json: input });
export const subscribeToNewsletter = (input: NewsletterInput) =>
  apiRequest<{ subscribed: true }>('/newsletter', { method: 'POST', json: input });
export const registerForTraining = (input: TrainingRegistrationInput) =>
  apiRequest<LeadCreated>('/training-registrations', { method: 'POST', json: input });

export const NETWORK_FAILURE = `We could not reach our server. Check your connection and try again, or write to us at ${company.email}.`;

/** What the visitor reads when a submission fails: the server's own message for a refusal (bad field,
 * too many tries), a plain apology with the fallback address for anything else. */
export function leadFailureMessage(result: ApiResult<unknown> | ApiNetworkError): string {
  if (result instanceof ApiNetworkError) return NETWORK_FAILURE;
  if (result.success) return '';
  if (result.status >= 500 || result.status === 0) {
    return `Sorry, something went wrong on our side and nothing was sent. Please try again, or write to us at ${company.email}.`;
  }
  return result.error;
}
