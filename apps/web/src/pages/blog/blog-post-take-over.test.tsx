import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Route, Router } from 'wouter';
import { expect, it, vi } from 'vitest';
import {
  renderContent,
  sanitizePostHtml as serverAllowList,
} from '../../../../server/src/lib/render-content.ts';
import { publishedPostKey } from '../../features/blog/use-blog-articles.ts';
import { memoryHashLocation } from '../../lib/hash-location.ts';
import { queryClient } from '../../lib/query-client.ts';
import { setSanitizerWithoutDom } from '../../lib/sanitize-post-html.ts';
import { SiteOriginProvider } from '../../lib/site-origin.tsx';
import { backendPost } from '../../test/blog-posts.ts';
import { MemoryRouter } from '../../test/render-with-router.tsx';
import { BlogPostPage } from './blog-post-page.tsx';

const post = backendPost({
  slug: 'one-h1',
  title: 'The title',
  content: renderContent('# Heading\n\nText under it.'),
});
const path = `/blog/${post.slug}`;

function page(router: (children: ReactNode) => ReactNode) {
  return (
    <SiteOriginProvider value={window.location.origin}>
      {router(
        <Route path="/blog/:slug">
          <BlogPostPage />
        </Route>,
      )}
    </SiteOriginProvider>
  );
}

it('has one h1, the title, for a post whose markdown has "# Heading", before and after take-over', async () => {
  queryClient.setQueryData(publishedPostKey(post.slug), post);

  // The prerender: react-dom/server without a DOM, the server's allow-list standing in for
  // DOMPurify (apps/server/src/plugins/page-renderer-host.ts).
  setSanitizerWithoutDom(serverAllowList);
  vi.stubGlobal('document', undefined);
  const html = renderToString(page((children) => <Router ssrPath={path}>{children}</Router>));
  vi.unstubAllGlobals();
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toContain('<h2>Heading</h2>');

  const container = document.createElement('div');
  container.innerHTML = html;
  const prerendered = container.querySelector('.post-content')!.innerHTML;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(
      container,
      page((children) => (
        <MemoryRouter location={memoryHashLocation(path)}>{children}</MemoryRouter>
      )),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // React keeps the prerendered body of dangerouslySetInnerHTML; it only reports a difference.
  expect(errors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  const headings = container.querySelectorAll('h1');
  expect(headings).toHaveLength(1);
  expect(headings[0]).toHaveTextContent('The title');

  // Reaching the post from inside the app renders it in the browser alone.
  const browserOnly = document.createElement('div');
  document.body.append(browserOnly);
  await act(async () => {
    createRoot(browserOnly).render(
      page((children) => (
        <MemoryRouter location={memoryHashLocation(path)}>{children}</MemoryRouter>
      )),
    );
  });
  expect(browserOnly.querySelectorAll('h1')).toHaveLength(1);
  expect(browserOnly.querySelector('.post-content')!.innerHTML).toBe(prerendered);
});
