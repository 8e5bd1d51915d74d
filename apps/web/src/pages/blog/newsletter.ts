/** A plain e-mail shape check (one @, a dot in the domain, no spaces), as the browser's type=email. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
