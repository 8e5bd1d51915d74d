/** Minimum length of an account's password: `npm run admin -- create`, ADMIN_PASSWORD, an invitation
 * and a reset. No schema here: the portal's sign-in screen reads it. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
