/** What document.head holds after React hoisted a page's head into it, read the way a crawler
 * would: each tag by name, and the JSON-LD of the page parsed. `count` says how many elements
 * match, so tests can prove a tag is there exactly once. */
export function readHead() {
  const head = document.head;
  const content = (selector: string) =>
    head.querySelector(selector)?.getAttribute('content') ?? undefined;
  return {
    titles: [...head.querySelectorAll('title')].map((title) => title.textContent),
    description: content('meta[name="description"]'),
    robots: content('meta[name="robots"]'),
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    og: (property: string) => content(`meta[property="${property}"]`),
    twitter: (name: string) => content(`meta[name="${name}"]`),
    count: (selector: string) => head.querySelectorAll(selector).length,
    /** The page's JSON-LD, wherever React rendered it (in place, inside the page). */
    jsonLd: () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      ),
  };
}

/** One step of a breadcrumb trail as the page's JSON-LD writes it (`item`: the step's absolute URL). */
export const breadcrumb = (position: number, name: string, item: string) => ({
  '@type': 'ListItem',
  position,
  name,
  item,
});
