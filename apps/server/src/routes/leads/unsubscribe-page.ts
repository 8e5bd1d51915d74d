import { company } from '@site/shared/company';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The small page a newsletter link (unsubscribe, confirm) opens: no script, no sign-in. With
 * `action`, a button that posts to it: following the link changes nothing by itself, so a mail
 * scanner that opens every link neither unsubscribes nor confirms anyone. */
export function unsubscribePage(body: {
  heading: string;
  text: string;
  token?: string;
  action?: { path: string; button: string };
}): string {
  const action =
    body.action ??
    (body.token ? { path: '/api/newsletter/unsubscribe', button: 'Unsubscribe' } : undefined);
  const form =
    action && body.token
      ? `<form method="post" action="${escapeHtml(action.path)}?token=${encodeURIComponent(body.token)}"><button type="submit">${escapeHtml(action.button)}</button></form>`
      : '<p><a href="/">Back to the website</a></p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(body.heading)} | ${escapeHtml(company.shortName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a}button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:.4rem;background:#1d4ed8;color:#fff;cursor:pointer}a{color:#1d4ed8}</style>
</head><body><main><h1>${escapeHtml(body.heading)}</h1><p>${escapeHtml(body.text)}</p>${form}</main></body></html>`;
}
