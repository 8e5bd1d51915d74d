/** Hands a mailto: URL to the visitor's e-mail app. The page stays where it is: browsers open
 * the app (or a registered webmail handler) without unloading the document. */
export function openMailClient(href: string): void {
  window.location.href = href;
}
