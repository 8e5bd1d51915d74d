import { company } from '@site/shared/company';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The small page an unsubscribe link opens: no script, no sign-in. */
export function unsubscribePage(body: { heading: string; text: string; token?: string }): string {
  const form = body.token
    ? `<form method="post" action="/api/newsletter/unsubscribe?token=${encodeURIComponent(body.token)}"><button type="submit">Unsubscribe</button></form>`
    : '<p><a href="/">Back to the website</a></p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(body.heading)} | ${escapeHtml(company.shortName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a}button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:.4rem;background:#1d4ed8;color:#fff;cursor:pointer}a{color:#1d4ed8}</style>
</head><body><main><h1>${escapeHtml(body.heading)}</h1><p>${escapeHtml(body.text)}</p>${form}</main></body></html>`;
}
