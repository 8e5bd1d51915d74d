/** The path part of a navigation target such as '/products#signal-heads'. */
export function pathOf(to: string): string {
  return to.split('#')[0] ?? to;
}
