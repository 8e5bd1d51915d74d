import { useEffect } from 'react';

export type DocumentHead = {
  title: string;
  description: string;
  /** Absolute URL of the page's canonical address. */
  canonical: string;
};

/** Finds the head element, or creates it; the returned function puts things back as they were. */
function claim<E extends HTMLElement>(selector: string, create: () => E, attribute: string, value: string): () => void {
  const existing = document.head.querySelector<E>(selector);
  const element = existing ?? create();
  const previous = element.getAttribute(attribute);
  element.setAttribute(attribute, value);
  if (!existing) document.head.append(element);
  return () => {
    if (!existing) element.remove();
    else if (previous === null) element.removeAttribute(attribute);
    else element.setAttribute(attribute, previous);
  };
}

/** Sets the document title, `<meta name="description">` and `<link rel="canonical">` while the
 * page is shown, creating the elements when the document has none, and restores them on leave. */
export function useDocumentHead({ title, description, canonical }: DocumentHead): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restoreDescription = claim(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      description,
    );
    const restoreCanonical = claim('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', canonical);
    return () => {
      document.title = previousTitle;
      restoreDescription();
      restoreCanonical();
    };
  }, [title, description, canonical]);
}
