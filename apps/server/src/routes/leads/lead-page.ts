import { company } from '@site/shared/company';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The site's colours and type (apps/web/src/styles.css), for a page that loads neither the app nor
 * its stylesheet. */
const STYLE = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font:16px/1.6 Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1e293b;background:#f8fafc}
header{background:#fff;border-bottom:1px solid #e2e8f0}
header a{display:inline-flex;align-items:center;gap:.6rem;padding:.9rem 1rem;color:#082a42;font-weight:700;font-size:1.1rem;text-decoration:none}
header img{border-radius:8px}
main{flex:1;width:100%;max-width:40rem;margin:0 auto;padding:2.5rem 1rem 3rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 10px 15px -3px rgb(0 0 0/.08);outline:1px solid #e2e8f0}
h1{margin:0 0 1rem;font-size:1.6rem;line-height:1.25;color:#0f172a}
p{margin:0 0 1rem}
.message{padding:1rem;border-radius:.4rem;border:1px solid;font-weight:600}
.success{border-color:#86efac;background:#f0fdf4;color:#14532d}
.error{border-color:#fca5a5;background:#fef2f2;color:#7f1d1d}
a{color:#0e4773;font-weight:600}
.button{display:inline-block;margin-top:.5rem;padding:.75rem 1.5rem;border:0;border-radius:.4rem;background:#0e4773;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:hover{background:#0b3a5b}
label{display:block;margin:0 0 .9rem;font-weight:600;font-size:.9rem}
input,select{display:block;width:100%;margin-top:.25rem;padding:.6rem .75rem;border:1px solid #cbd5e1;border-radius:.4rem;font:inherit;font-weight:400;background:#fff;color:#0f172a}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.small{font-size:.875rem;color:#475569}
:focus-visible{outline:3px solid #f5b301;outline-offset:2px}
footer{padding:1.5rem 1rem;background:#082a42;color:#eef6fb;font-size:.875rem;text-align:center}
footer a{color:#fff;white-space:nowrap}
@media (min-width:640px){.card{padding:2rem}main{padding-top:4rem}}`;

export type LeadPage = {
  heading: string;
  /** What happened. With `tone`, shown as the app's forms show a confirmation or a refusal. */
  text: string;
  tone?: 'success' | 'error';
  /** Further paragraphs. */
  notes?: readonly string[];
  /** A button that posts to `path?token=…` (a newsletter link's confirm or unsubscribe). */
  action?: { path: string; token: string; button: string };
  /** A form of the page, as HTML its maker escaped (the training registration without script). */
  formHtml?: string;
  /** Where to go next, when there is no button: by default the home page. */
  back?: { href: string; label: string };
};

/** A small page of the site made by the server: no script, no sign-in, the site's header and footer.
 * It answers what cannot wait for the app: a newsletter link (whose button posts, so a mail scanner
 * that opens every link neither unsubscribes nor confirms anyone) and a lead form the browser sent by
 * itself (its thank-you page, or why it was refused). */
export function leadPage(page: LeadPage): string {
  const { action, back = { href: '/', label: 'Back to the website' } } = page;
  const text = page.tone
    ? `<p class="message ${page.tone}">${escapeHtml(page.text)}</p>`
    : `<p>${escapeHtml(page.text)}</p>`;
  const notes = (page.notes ?? []).map((note) => `<p>${escapeHtml(note)}</p>`).join('');
  const next = action
    ? `<form method="post" action="${escapeHtml(action.path)}?token=${encodeURIComponent(action.token)}"><button type="submit" class="button">${escapeHtml(action.button)}</button></form>`
    : `<p><a class="button" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`;
  const name = escapeHtml(company.shortName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="theme-color" content="#0b3a5b"><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(page.heading)} | ${name}</title>
<style>${STYLE}</style>
</head><body><header><a href="/"><img src="/favicon.svg" alt="" width="36" height="36"><span translate="no">${name}</span></a></header>
<main><div class="card"><h1>${escapeHtml(page.heading)}</h1>${text}${notes}${page.formHtml ?? ''}${next}</div></main>
<footer><p>${escapeHtml(company.name)} · <a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a> · <a href="${escapeHtml(company.phoneHref)}">${escapeHtml(company.phone)}</a></p></footer>
</body></html>`;
}
