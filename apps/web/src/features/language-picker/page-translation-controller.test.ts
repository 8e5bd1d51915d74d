import { describe, expect, it, vi } from 'vitest';
import { PageTranslationController } from './page-translation-controller.ts';

const fake = async (texts: string[], language: string) => texts.map((t) => `[${language}] ${t}`);

describe('PageTranslationController', () => {
  it('restores English, pauses 100 ms, translates, raises translationComplete, and restores on English', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main><h1>Our Projects</h1><p>50+ projects in 15 cities</p></main>';
    const translate = vi.fn(fake);
    const controller = new PageTranslationController(() => document.body, translate);
    const complete = vi.fn();
    window.addEventListener('translationComplete', complete);

    const done = controller.apply('de');
    await vi.advanceTimersByTimeAsync(99);
    expect(translate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(translate).toHaveBeenCalledTimes(1);
    expect(document.body.innerHTML).toBe(
      '<main><h1>[de] Our Projects</h1><p>[de] 50+ projects in 15 cities</p></main>',
    );
    expect(complete).toHaveBeenCalledTimes(1);

    await controller.apply('en');
    expect(document.body.innerHTML).toBe(
      '<main><h1>Our Projects</h1><p>50+ projects in 15 cities</p></main>',
    );
    window.removeEventListener('translationComplete', complete);
  });

  it('restores English and rejects when the service fails', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p>Contact Us</p><p>Get Quote</p>';
    let fail = false;
    const controller = new PageTranslationController(
      () => document.body,
      async (texts, language) => {
        if (fail) throw new Error('service down');
        return fake(texts, language);
      },
    );
    const first = controller.apply('de');
    await vi.advanceTimersByTimeAsync(100);
    await first;
    fail = true;
    const second = controller.apply('es').catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(100);
    expect(await second).toBe('service down');
    expect(document.body.innerHTML).toBe('<p>Contact Us</p><p>Get Quote</p>');
  });

  it('translates content that arrives later without a full pass', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main><p>Loading blog post...</p></main>';
    const translate = vi.fn(fake);
    const controller = new PageTranslationController(() => document.body, translate);
    const applying = controller.apply('fr');
    await vi.advanceTimersByTimeAsync(100);
    await applying;
    document.querySelector('main')!.innerHTML = '<article><h1>Solar street lights</h1></article>';
    await vi.advanceTimersByTimeAsync(200);
    expect(translate).toHaveBeenLastCalledWith(
      ['Solar street lights'],
      'fr',
      expect.any(AbortSignal),
    );
    expect(document.querySelector('h1')!.textContent).toBe('[fr] Solar street lights');
    controller.dispose();
  });

  it('skips texts already in the chosen language', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p>Accueil</p><p>Smart poles</p>';
    const translate = vi.fn(fake);
    const controller = new PageTranslationController(
      () => document.body,
      translate,
      () => (text) => text === 'Accueil',
    );
    const applying = controller.apply('fr');
    await vi.advanceTimersByTimeAsync(100);
    await applying;
    expect(translate).toHaveBeenCalledWith(['Smart poles'], 'fr', expect.any(AbortSignal));
    controller.dispose();
  });

  it('cancels a translation that a newer language choice supersedes, and shows only the newer one', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p>Smart poles</p>';
    const signals: AbortSignal[] = [];
    let answerFrench: () => void = () => {};
    const controller = new PageTranslationController(
      () => document.body,
      (texts, language, signal) => {
        signals.push(signal!);
        if (language === 'ja') return fake(texts, language);
        return new Promise(
          (resolve) => (answerFrench = () => resolve(texts.map((t) => `[fr] ${t}`))),
        );
      },
    );
    const french = controller.apply('fr');
    await vi.advanceTimersByTimeAsync(100);
    expect(signals).toHaveLength(1);
    const japanese = controller.apply('ja');
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await japanese;
    answerFrench();
    await french;
    expect(signals[1]!.aborted).toBe(false);
    expect(document.body.innerHTML).toBe('<p>[ja] Smart poles</p>');
    controller.dispose();
  });
});
