/** A plain e-mail shape check (one @, a dot in the domain, no spaces), as the browser's type=email. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** The site has no newsletter backend (docs/product.md §7), so subscribing prepares an e-mail to the company. */
export function newsletterMailto(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Hands a mailto: URL to the visitor's e-mail app; the page stays where it is. */
export function openMailClient(href: string): void {
  window.location.href = href;
}
