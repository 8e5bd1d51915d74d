/** The portal's roles (issue 33): `admin` does everything, including accounts and leads; `editor`
 * publishes and edits all content; `author` writes their own drafts and submits them for review. */
export const ROLES = ['admin', 'editor', 'author'] as const;
export type Role = (typeof ROLES)[number];

/** The envelope's message when a signed-in person's role does not allow a request (403). */
export const ROLE_FORBIDDEN = 'Your role does not allow this.';
