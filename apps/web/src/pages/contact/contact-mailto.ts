export type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
};

export const emptyContactValues: ContactValues = { firstName: '', lastName: '', email: '', message: '' };

/** The subject line of the e-mail: the one the visitor arrived with (`?subject=`), or a generic one. */
export function contactSubject(values: ContactValues, subject?: string): string {
  const chosen = subject?.trim();
  if (chosen) return chosen;
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  return name ? `Website enquiry from ${name}` : 'Website enquiry';
}

/** A mailto: URL with the form's content as the e-mail body. Line breaks are CRLF, as RFC 6068 asks. */
export function buildContactMailto(to: string, values: ContactValues, subject?: string): string {
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  const body = [values.message.trim(), '', '--', name, values.email.trim()].join('\n').replace(/\r?\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(contactSubject(values, subject))}&body=${encodeURIComponent(body)}`;
}

/** A `?subject=` value made safe to show and send: one line, at most 200 characters. */
export function cleanSubject(raw: string | null): string | undefined {
  const subject = raw?.replace(/\s+/g, ' ').trim().slice(0, 200);
  return subject || undefined;
}
