import { describe, expect, it } from 'vitest';
import { BUILT_IN_POST_CATEGORIES, builtInPosts } from './built-in-posts.ts';
import { countWords } from './reading-time.ts';

describe('built-in blog posts', () => {
  it('are six, two in each category, with unique slugs', () => {
    expect(builtInPosts).toHaveLength(6);
    for (const category of BUILT_IN_POST_CATEGORIES) {
      expect(builtInPosts.filter((post) => post.category === category)).toHaveLength(2);
    }
    expect(new Set(builtInPosts.map((post) => post.slug)).size).toBe(6);
  });

  it('are newest first, dated in 2024 or 2025', () => {
    const dates = builtInPosts.map((post) => post.date);
    for (const date of dates) {
      expect(date).toMatch(/^202[45]-\d\d-\d\d$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
    }
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('hold real articles of 500 to 900 words with an honest reading time', () => {
    for (const post of builtInPosts) {
      const words = countWords(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(500);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      expect(post.readTime).toBe(Math.ceil(words / 200));
      expect(post.content).not.toMatch(/<script|on\w+=|javascript:/i);
    }
  });

  it('name a picture with its size and alt text', () => {
    for (const post of builtInPosts) {
      expect(post.image).toEqual({
        src: `/images/blog/${post.slug}-1200.webp`,
        width: 1200,
        height: 630,
        alt: expect.stringMatching(/\w{10,}/),
      });
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.excerpt.length).toBeGreaterThan(50);
      expect(post.tags.length).toBeGreaterThanOrEqual(3);
    }
  });
});
