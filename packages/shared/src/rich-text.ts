/** Markup a browser would read as HTML: a tag, a comment or a declaration. */
export const HTML_TAG = /<[a-z!/?]/i;

/** Whether a content type's long text is the portal editor's HTML (decision 073). Before the editor
 * such texts could hold no tag (the `markdown` rule refused them), so a tag tells the two apart; a
 * plain text is shown as written. No zod here: the site's pages read it. */
export const isRichText = (value: string) => HTML_TAG.test(value);
