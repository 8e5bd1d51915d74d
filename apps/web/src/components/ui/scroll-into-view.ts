/** Scrolls to an element of the page by id. In-page anchors must not use `href="#id"`: with the
 * hash router that would replace the route. jsdom has no scrollIntoView, hence the guard. */
export function scrollToId(id: string, smooth = true): void {
  const element = document.getElementById(id);
  if (typeof element?.scrollIntoView === 'function')
    element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
}
