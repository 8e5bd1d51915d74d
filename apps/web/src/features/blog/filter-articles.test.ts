import { describe, expect, it } from 'vitest';
import { fromBackend, fromBuiltIn } from './blog-article.ts';
import { ALL_CATEGORIES, categoryOptions, filterArticles } from './filter-articles.ts';
import { backendPost, builtIn } from '../../test/blog-posts.ts';

const articles = [
  fromBuiltIn(
    builtIn({
      slug: 'a',
      title: 'Securing Traffic Controllers',
      excerpt: 'Passwords and networks.',
      category: 'Cybersecurity',
    }),
  ),
  fromBuiltIn(
    builtIn({
      slug: 'b',
      title: 'Adaptive signals',
      excerpt: 'Detection at junctions.',
      category: 'Intelligent Transport System(ITS)',
    }),
  ),
  fromBackend(
    backendPost({
      slug: 'c',
      title: 'Panels',
      excerpt: null,
      content: '<p>Solar batteries last longer when shaded.</p>',
      category: 'Solar Streetlighting',
    }),
  ),
  fromBackend(backendPost({ slug: 'd', title: 'Uncategorised', excerpt: 'Misc.', category: null })),
];

const slugs = (list: { slug: string }[]) => list.map((a) => a.slug);

describe('blog search and category filter', () => {
  it('offers All and the categories present, in order of first use', () => {
    expect(categoryOptions(articles)).toEqual([
      ALL_CATEGORIES,
      'Cybersecurity',
      'Intelligent Transport System(ITS)',
      'Solar Streetlighting',
    ]);
    expect(categoryOptions([])).toEqual([ALL_CATEGORIES]);
  });

  it('matches title, excerpt or category, ignoring case', () => {
    expect(slugs(filterArticles(articles, 'SECURING', ALL_CATEGORIES))).toEqual(['a']);
    expect(slugs(filterArticles(articles, 'junctions', ALL_CATEGORIES))).toEqual(['b']);
    expect(slugs(filterArticles(articles, 'its)', ALL_CATEGORIES))).toEqual(['b']);
    // Without an excerpt, the shown fallback (the start of the content) is what is searched.
    expect(slugs(filterArticles(articles, 'batteries', ALL_CATEGORIES))).toEqual(['c']);
    // Tags and the rest of the content are not searched.
    expect(slugs(filterArticles(articles, 'four', ALL_CATEGORIES))).toEqual([]);
  });

  it('keeps everything for a blank query, and narrows to a category', () => {
    expect(slugs(filterArticles(articles, '   ', ALL_CATEGORIES))).toEqual(['a', 'b', 'c', 'd']);
    expect(slugs(filterArticles(articles, '', 'Cybersecurity'))).toEqual(['a']);
    expect(slugs(filterArticles(articles, 'adaptive', 'Cybersecurity'))).toEqual([]);
  });
});
