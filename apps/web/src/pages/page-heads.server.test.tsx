// @vitest-environment node
import { builtInPosts } from '@site/shared/built-in-posts';
import { company } from '@site/shared/company';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Router, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { fromBuiltIn } from '../features/blog/blog-article.ts';
import { postHead } from '../features/blog/post-head.ts';
import { SiteOriginProvider } from '../lib/site-origin.tsx';
import { AboutPage } from './about/about-page.tsx';
import { HomePage } from './home/home-page.tsx';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { PageHead } from '../components/ui/page-head.tsx';

const origin = 'https://www.kilima.example';

/** What the server's prerender does: react-dom/server, no window, the deployment's origin. */
function serverRender(path: string, pattern: string, page: ReactNode) {
  return renderToString(
    <SiteOriginProvider value={origin}>
      <Router ssrPath={path}>
        <Switch>
          <Route path={pattern}>{page}</Route>
        </Switch>
      </Router>
    </SiteOriginProvider>,
  );
}

describe('page heads rendered on the server', () => {
  it('has no browser globals to lean on', () => {
    expect(typeof window).toBe('undefined');
  });

  it('puts the title, description, canonical and preview tags first, with the provided origin', () => {
    const html = serverRender('/about', '/about', <AboutPage />);
    const head = html.slice(0, html.indexOf('<main'));
    expect(head).toContain(`<title>About Us | ${company.shortName}</title>`);
    expect(head).toContain(`<link rel="canonical" href="${origin}/about"/>`);
    expect(head).toContain(`<meta property="og:url" content="${origin}/about"/>`);
    expect(head).toContain(
      `<meta property="og:image" content="${origin}/images/hero/about-1600.webp"/>`,
    );
    expect(head).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
    expect(html).toContain(`"item":"${origin}/about"`);
  });

  it('renders the home page with its Organization data', () => {
    const html = serverRender('/', '/', <HomePage />);
    expect(html).toContain(`<title>Home | ${company.shortName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/"/>`);
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"',
    );
  });

  it('renders a post head as an article, its JSON-LD unable to close its script', () => {
    // The post page itself needs the DOM for its sanitizer; its head does not.
    const post = fromBuiltIn({
      ...builtInPosts[0]!,
      title: 'Roads </script><script>alert(1)</script>',
    });
    const html = serverRender(
      `/blog/${post.slug}`,
      '/blog/:slug',
      <PageHead {...postHead(post, { name: 'Blog', path: '/blog' })} />,
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<link rel="canonical" href="${origin}/blog/${post.slug}"/>`);
    expect(html).toContain(
      '"headline":"Roads \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"',
    );
    expect(html).not.toContain('<script>alert(1)');
  });

  it('keeps the not-found page out of search', () => {
    const html = serverRender('/x', '*', <NotFoundPage />);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});
