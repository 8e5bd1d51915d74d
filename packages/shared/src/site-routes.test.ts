import { describe, expect, it } from 'vitest';
import { hashUrl, paths, publicRoutes, twinOfHashUrl, twinUrl } from './site-routes.ts';

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
