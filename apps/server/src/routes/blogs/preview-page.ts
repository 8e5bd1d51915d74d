import type { BlogPost } from '@site/shared';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font-family:system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1.5rem;line-height:1.6;color:#0f172a}
.banner{background:#fef3c7;border:1px solid #f59e0b;padding:.5rem .75rem;border-radius:.5rem;font-size:.9rem}
.meta{color:#475569;font-size:.9rem}img{max-width:100%;height:auto}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The post as it will look once published (its rendered HTML), marked as a preview. */
export function previewPage(post: BlogPost): string {
  const facts = [post.author, post.category, `${post.reading_time} min read`]
    .filter((fact): fact is string => Boolean(fact))
    .map(escape)
    .join(' · ');
  // Described as the post's page describes it: its alt text, the title only when it has none.
  const alt = post.featured_image_alt?.trim() || post.title;
  const image = post.featured_image
    ? `<img src="${escape(post.featured_image)}" alt="${escape(alt)}">`
    : '';
  return page(
    `Preview: ${post.title}`,
    `<p class="banner" role="status">Preview of a post that is not published (${escape(post.status.replace('_', ' '))}).</p>
<article><h1>${escape(post.title)}</h1><p class="meta">${facts}</p>${image}${post.content}</article>`,
  );
}

/** A clear page for a link that does not work. */
export function previewErrorPage(message: string): string {
  return page(
    'Preview unavailable',
    `<h1>Preview unavailable</h1><p role="alert">${escape(message)}</p>`,
  );
}
