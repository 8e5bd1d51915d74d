import { Marked } from 'marked';
import { POST_HTML_POLICY, isAllowedAttribute } from './post-html-policy.ts';

/** The alt-text gate (issue 48, decision 072): what a post or an item may not be published with.
 * Free of zod; the server checks it on every way to publish, the portal may ask it too. */

/** Markup the renderer never shows: comments, and the elements the policy removes with their
 * content (an image inside a `<noscript>` or a `<template>` is never on the page). */
const HIDDEN = new RegExp(
  `<!--[\\s\\S]*?(?:-->|$)|<(${POST_HTML_POLICY.removedWithContent.join('|')})\\b[\\s\\S]*?(?:</\\1\\s*>|$)`,
  'gi',
);
/** An `<img>` start tag: its attributes, quoted values may hold `>`. */
const IMG_TAG = /<img(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
/** One attribute of a start tag as HTML reads it: a name, then maybe `=` and a value. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const decoded = (value: string) =>
  value.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (entity, dec, hex, name) => {
    if (dec || hex) return String.fromCodePoint(Number.parseInt(dec ?? hex, dec ? 10 : 16));
    return ENTITIES[String(name).toLowerCase()] ?? entity;
  });

/** The sources of the `<img>` tags in HTML the author wrote that carry no `alt` attribute. An image
 * without a source, or with one the policy refuses, is dropped by the renderer: it needs none. */
function htmlImagesWithoutAlt(html: string): string[] {
  const found: string[] = [];
  for (const [, attributeText = ''] of html.replace(HIDDEN, '').matchAll(IMG_TAG)) {
    const attributes = new Map<string, string>();
    for (const [, name = '', double, single, bare] of attributeText.matchAll(ATTRIBUTE)) {
      const key = name.toLowerCase();
      if (!attributes.has(key)) attributes.set(key, decoded(double ?? single ?? bare ?? ''));
    }
    const src = attributes.get('src')?.trim() ?? '';
    if (attributes.has('alt') || !isAllowedAttribute('img', 'src', src)) continue;
    found.push(src);
  }
  return found;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Markdown as the server renders it (marked), but a markdown image without words keeps no `alt`:
 * markdown cannot tell an empty description from a forgotten one. */
const reader = new Marked({
  renderer: {
    image: ({ href, text }) =>
      `<img src="${attribute(href)}"${text.trim() === '' ? '' : ' alt="-"'}>`,
  },
});

/** The images of a post's or an item's text that have no text alternative, by their source, in the
 * order they appear (each source once). The text is markdown, which may hold HTML, or HTML (the
 * editor's), read as the server renders it, before the policy gives every image `alt=""`: what the
 * author wrote counts. An HTML `<img>` needs an `alt` attribute, empty for a decorative one; a
 * markdown image (`![what it shows](src)`) needs its words. Code shows its text, never an image. */
export function imagesWithoutAlt(text: string): string[] {
  return [...new Set(htmlImagesWithoutAlt(reader.parse(text, { async: false })))];
}

/** The answer to a text whose images lack alt text: names each image and says how to fix it. */
export function missingAltMessage(sources: readonly string[], field = 'content'): string {
  const fix =
    'describe what it shows, or mark it as decorative with an empty alt (alt=""), before publishing';
  const where = field === 'content' ? '' : ` in ${field}`;
  if (sources.length === 1) return `The image ${sources[0]}${where} has no alt text: ${fix}.`;
  return `${sources.length} images${where} have no alt text (${sources.join(', ')}): for each, ${fix}.`;
}
