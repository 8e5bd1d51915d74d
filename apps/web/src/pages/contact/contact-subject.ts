/** A `?subject=` value made safe to show and send: one line, at most 200 characters. */
export function cleanSubject(raw: string | null): string | undefined {
  const subject = raw?.replace(/\s+/g, ' ').trim().slice(0, 200);
  return subject || undefined;
}
