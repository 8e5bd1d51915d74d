import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.ts';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function stubExecCommand(result: boolean | Error) {
  const seen: string[] = [];
  const exec = vi.fn((command: string) => {
    const active = document.activeElement;
    if (active instanceof HTMLTextAreaElement)
      seen.push(active.value.slice(active.selectionStart, active.selectionEnd));
    if (result instanceof Error) throw result;
    expect(command).toBe('copy');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
  return { exec, seen };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const { exec } = stubExecCommand(true);
    await expect(copyText('https://x.example/#/blog/a')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.example/#/blog/a');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a selected hidden textarea and execCommand when the API refuses', async () => {
    stubClipboard(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    const { exec, seen } = stubExecCommand(true);
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    await expect(copyText('the link')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(seen).toEqual(['the link']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('falls back when there is no Clipboard API, inside the given container', async () => {
    stubClipboard(undefined);
    const container = document.body.appendChild(document.createElement('div'));
    let parent: Node | null = null;
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: () => {
        parent = document.querySelector('textarea')?.parentNode ?? null;
        return true;
      },
    });
    await expect(copyText('x', container)).resolves.toBe(true);
    expect(parent).toBe(container);
    container.remove();
  });

  it('reports failure when both ways fail', async () => {
    stubClipboard(undefined);
    stubExecCommand(new Error('not supported'));
    await expect(copyText('x')).resolves.toBe(false);
    stubExecCommand(false);
    await expect(copyText('x')).resolves.toBe(false);
  });
});
