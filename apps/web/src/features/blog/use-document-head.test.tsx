import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentHead } from './use-document-head.ts';
import { useDocumentHead } from './use-document-head.ts';

function Head(props: DocumentHead) {
  useDocumentHead(props);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]');
const canonical = () => document.head.querySelector('link[rel="canonical"]');

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useDocumentHead', () => {
  it('creates the description and canonical link, and removes them on leave', () => {
    document.title = 'Before';
    const view = render(<Head title="Post | Co" description="About the post" canonical="https://x.example/#/blog/p" />);
    expect(document.title).toBe('Post | Co');
    expect(description()).toHaveAttribute('content', 'About the post');
    expect(canonical()).toHaveAttribute('href', 'https://x.example/#/blog/p');
    view.unmount();
    expect(document.title).toBe('Before');
    expect(description()).toBeNull();
    expect(canonical()).toBeNull();
  });

  it('updates existing elements and restores their values', () => {
    document.head.innerHTML = '<meta name="description" content="Site"><link rel="canonical" href="https://x.example/">';
    const view = render(<Head title="A" description="First" canonical="https://x.example/#/blog/a" />);
    view.rerender(<Head title="B" description="Second" canonical="https://x.example/#/blog/b" />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toHaveAttribute('content', 'Second');
    expect(canonical()).toHaveAttribute('href', 'https://x.example/#/blog/b');
    view.unmount();
    expect(description()).toHaveAttribute('content', 'Site');
    expect(canonical()).toHaveAttribute('href', 'https://x.example/');
  });
});
