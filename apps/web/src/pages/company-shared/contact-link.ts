import { paths } from '../../app/paths.ts';

/** The query parameter the contact page reads to prefill the subject of its form. */
export const contactSubjectParam = 'subject';

/** A link to the contact page with the form's subject prefilled, e.g. `/contact?subject=Product+enquiry`. */
export function contactWithSubject(subject: string): string {
  return `${paths.contact}?${new URLSearchParams({ [contactSubjectParam]: subject }).toString()}`;
}
