/** The JSON-LD objects of a page, flattened out of any @graph. */
export function structuredData(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? 'null') as
      Record<string, unknown> | Record<string, unknown>[];
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.flatMap((item) =>
      Array.isArray(item['@graph']) ? (item['@graph'] as Record<string, unknown>[]) : [item],
    );
  });
}
