import { describe, expect, it, vi } from 'vitest';
import { PageTranslator } from './page-translator.ts';
import { isTranslatableText } from './translatable-text.ts';

const upper = async (texts: string[]) => texts.map((t) => `DE:${t}`);

function page(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

describe('translation skip rules', () => {
  it('skips short, numeric, punctuation, URL and e-mail texts', () => {
    for (const text of [
      'a',
      ' ',
      '2012',
      '125+',
      '4.9/5',
      '—',
      '(+254) 700',
      'https://x.example',
      'www.example.com',
      'info@example.com',
      'mailto:a@b.c',
    ]) {
      expect(isTranslatableText(text), text).toBe(false);
    }
    for (const text of ['Our Projects', 'Go', '50+ projects in 15 cities'])
      expect(isTranslatableText(text), text).toBe(true);
  });
});

describe('PageTranslator', () => {
  it('translates text nodes and readable attributes, keeping spaces and markup', async () => {
    const root = page(
      '<h1> Smart Cities </h1><p>We build <strong>roads</strong> and lights.</p><input placeholder="Search the site"><img alt="Traffic lights" src="x.png">',
    );
    const translator = new PageTranslator();
    const translate = vi.fn(upper);
    await translator.translate(root, 'de', translate);
    expect(root.innerHTML).toBe(
      '<h1> DE:Smart Cities </h1><p>DE:We build <strong>DE:roads</strong> DE:and lights.</p><input placeholder="DE:Search the site"><img alt="DE:Traffic lights" src="x.png">',
    );
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('respects no-translate, script, style, code and address-like texts', async () => {
    const html =
      '<p translate="no">Brand Name</p><p class="notranslate">Other Brand</p><script>var x = "code";</script><style>.a{}</style>' +
      '<code>npm start</code><p>info@kilima.example.com</p><p>https://kilima.example.com</p><p>2025</p><p>Hello there</p>';
    const root = page(html);
    await new PageTranslator().translate(root, 'de', upper);
    expect(root.innerHTML).toBe(html.replace('<p>Hello there</p>', '<p>DE:Hello there</p>'));
  });

  it('restores the English originals exactly', async () => {
    const html =
      '<nav><a href="#/">Home</a> <a href="#/about">About Us</a></nav><p title="More info">Read more about our work.</p>';
    const root = page(html);
    const translator = new PageTranslator();
    await translator.translate(root, 'de', upper);
    expect(root.innerHTML).not.toBe(html);
    translator.restore();
    expect(root.innerHTML).toBe(html);
  });

  it('sends each distinct text once and skips dictionary strings', async () => {
    const root = page('<p>Contact</p><p>Contact</p><p>Accueil</p><p>Solar</p>');
    const translate = vi.fn(upper);
    await new PageTranslator().translate(root, 'fr', translate, (text) => text === 'Accueil');
    expect(translate).toHaveBeenCalledWith(['Contact', 'Solar'], 'fr', undefined);
    expect(root.innerHTML).toBe('<p>DE:Contact</p><p>DE:Contact</p><p>Accueil</p><p>DE:Solar</p>');
  });

  it('translates only new content on a second pass, and keeps text that changed meanwhile', async () => {
    const root = page('<p id="a">First text</p>');
    const translator = new PageTranslator();
    await translator.translate(root, 'de', upper);
    root.insertAdjacentHTML('beforeend', '<p id="b">Loaded later</p>');
    const translate = vi.fn(upper);
    await translator.translate(root, 'de', translate);
    expect(translate).toHaveBeenCalledWith(['Loaded later'], 'de', undefined);
    expect(root.querySelector('#b')!.textContent).toBe('DE:Loaded later');

    const slow = page('<p>Before</p>');
    const t2 = new PageTranslator();
    const pending = t2.translate(slow, 'de', async (texts) => {
      slow.querySelector('p')!.textContent = 'Changed by the app';
      return upper(texts);
    });
    await pending;
    expect(slow.innerHTML).toBe('<p>Changed by the app</p>');
  });

  it('leaves the page as it was when the translator fails', async () => {
    const html = '<p>Keep me</p>';
    const root = page(html);
    await expect(
      new PageTranslator().translate(root, 'de', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(root.innerHTML).toBe(html);
  });

  it('notices content added later', async () => {
    const root = page('<div id="slot"></div>');
    const translator = new PageTranslator();
    const onChange = vi.fn();
    translator.observe(root, onChange);
    root.querySelector('#slot')!.textContent = 'A post body';
    await new Promise((r) => setTimeout(r, 0));
    expect(onChange).toHaveBeenCalled();
    translator.disconnect();
  });
});
