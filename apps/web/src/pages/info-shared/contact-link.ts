import { paths } from '../../app/paths.ts';

/** The contact page with its form prefilled for a subject (read back from `?subject=`), scrolled
 * to a section if one is named. */
export function contactWithSubject(subject: string, section?: 'contact' | 'support'): string {
  return `${paths.contact}?subject=${encodeURIComponent(subject)}${section ? `#${section}` : ''}`;
}
