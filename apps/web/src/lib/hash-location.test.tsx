import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Router, useLocation, useSearchParams } from 'wouter';
import { browserHashLocation, hashHref, pathOfHash, useRouteEntry } from './hash-location.ts';

function Where() {
  const [path] = useLocation();
  const [searchParams] = useSearchParams();
  const { hash, navigation, pop, state } = useRouteEntry();
  return (
    <dl>
      <dt>path</dt>
      <dd data-testid="path">{path}</dd>
      <dt>subject</dt>
      <dd data-testid="subject">{searchParams.get('subject') ?? ''}</dd>
      <dt>section</dt>
      <dd data-testid="section">{hash}</dd>
      <dt>navigation</dt>
      <dd data-testid="navigation">{navigation}</dd>
      <dt>how</dt>
      <dd data-testid="how">{pop ? 'traversal' : 'app'}</dd>
      <dt>state</dt>
      <dd data-testid="state">{JSON.stringify(state)}</dd>
    </dl>
  );
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <Router
      hook={browserHashLocation.hook}
      searchHook={browserHashLocation.searchHook}
      hrefs={hashHref}
    >
      <Where />
      <Link to="/about" state={{ from: 'test' }}>
        About
      </Link>
      <Link to="/products#signal-heads">Signal heads</Link>
    </Router>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the hash location', () => {
  it('names the path of a hash as the router reads it (the page main.tsx loads before the first render)', () => {
    expect(pathOfHash('#/blog/x?y=1#z')).toBe('/blog/x');
    expect(pathOfHash('#/contact#contact')).toBe('/contact');
    expect(pathOfHash('#about')).toBe('/about');
    expect(pathOfHash('')).toBe('/');
  });

  it('reads the path, the query and the section from the hash, not from the real query', () => {
    renderAt('/?subject=Elsewhere#/contact?subject=Quote+request#contact');
    expect(text('path')).toBe('/contact');
    expect(text('subject')).toBe('Quote request');
    expect(text('section')).toBe('#contact');
    expect(text('how')).toBe('traversal');
  });

  it('renders links as hash links and navigates within the hash, keeping the real path and query', async () => {
    renderAt('/?utm=mail#/blog/some-slug');
    expect(text('path')).toBe('/blog/some-slug');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '#/about');
    const before = Number(text('navigation'));
    await userEvent.setup().click(screen.getByRole('link', { name: 'About' }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/?utm=mail#/about',
    );
    expect(text('path')).toBe('/about');
    expect(text('how')).toBe('app');
    expect(text('state')).toBe('{"from":"test"}');
    expect(window.history.state).toEqual({ from: 'test' });
    expect(Number(text('navigation'))).toBe(before + 1);
  });

  it('counts a second click on the link of the page shown as a navigation, without a second history entry', async () => {
    renderAt('/#/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Signal heads' }));
    const length = window.history.length;
    const first = Number(text('navigation'));
    await user.click(screen.getByRole('link', { name: 'Signal heads' }));
    expect(window.location.hash).toBe('#/products#signal-heads');
    expect(text('section')).toBe('#signal-heads');
    expect(Number(text('navigation'))).toBe(first + 1);
    expect(window.history.length).toBe(length);
  });

  it('follows back and forward as traversals, with the state of the entry', async () => {
    renderAt('/#/contact');
    await userEvent.setup().click(screen.getByRole('link', { name: 'About' }));
    expect(text('path')).toBe('/about');
    act(() => window.history.back());
    await waitFor(() => expect(text('path')).toBe('/contact'));
    expect(text('how')).toBe('traversal');
    act(() => window.history.forward());
    await waitFor(() => expect(text('path')).toBe('/about'));
    expect(text('how')).toBe('traversal');
    expect(text('state')).toBe('{"from":"test"}');
  });
});
