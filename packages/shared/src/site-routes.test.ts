import { describe, expect, it } from 'vitest';
import {
  hashUrl,
  isSiteLink,
  paths,
  publicRoutes,
  routePattern,
  twinOfHashUrl,
  twinUrl,
} from './site-routes.ts';

describe('hash URLs and path twins', () => {
  const origin = 'https://www.example.com';

  it('builds the twin of a route as the path itself, home as the bare origin with a slash', () => {
    expect(twinUrl(origin, paths.about)).toBe('https://www.example.com/about');
    expect(twinUrl(origin, paths.blogPost('a-post'))).toBe('https://www.example.com/blog/a-post');
    expect(twinUrl(origin, paths.home)).toBe('https://www.example.com/');
  });

  it('turns every public hash URL into its twin and leaves other URLs alone', () => {
    for (const route of [...publicRoutes(), paths.blogPost('a-post')]) {
      expect(twinOfHashUrl(hashUrl(origin, route))).toBe(twinUrl(origin, route));
    }
    expect(twinOfHashUrl('https://www.example.com/blog/a-post')).toBe(
      'https://www.example.com/blog/a-post',
    );
    expect(twinOfHashUrl('https://www.example.com/products#signal-heads')).toBe(
      'https://www.example.com/products#signal-heads',
    );
  });
});

describe('route patterns', () => {
  it('match paths as the web router does: one segment a parameter, an optional trailing slash', () => {
    const blogPost = routePattern('/blog/:slug');
    expect(blogPost.test('/blog/a-post')).toBe(true);
    expect(blogPost.test('/blog/a-post/')).toBe(true);
    expect(blogPost.test('/blog/a/b')).toBe(false);
    expect(blogPost.test('/blog')).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
  });

  it('recognise links to the site with a query or a hash, and nothing else', () => {
    expect(isSiteLink('/contact?subject=Sales+enquiry#contact')).toBe(true);
    expect(isSiteLink('/search?q=traffic')).toBe(true);
    expect(isSiteLink(paths.project('its-1'))).toBe(true);
    expect(isSiteLink('/no-such-page')).toBe(false);
  });
});
