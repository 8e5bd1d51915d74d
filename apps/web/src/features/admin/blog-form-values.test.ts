import { describe, expect, it } from 'vitest';
import { buildBlogFormData, emptyBlogForm, missesRequiredFields } from './blog-form-values.ts';

describe('buildBlogFormData', () => {
  it('keeps only non-empty fields, trimmed, with the content as written', () => {
    const form = buildBlogFormData(
      {
        ...emptyBlogForm,
        title: '  Title ',
        content: '  indented\n',
        tags: ' a, b ',
        excerpt: '   ',
        slug: 'kept',
      },
      { includeSlug: false },
    );
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'Title',
      content: '  indented\n',
      tags: 'a, b',
      status: 'draft',
    });
  });

  it('sends the slug when editing', () => {
    const form = buildBlogFormData(
      { ...emptyBlogForm, title: 'T', content: 'C', slug: 'my-slug' },
      { includeSlug: true },
    );
    expect(form.get('slug')).toBe('my-slug');
  });
});

describe('missesRequiredFields', () => {
  it('needs both a title and content', () => {
    expect(missesRequiredFields(emptyBlogForm)).toBe(true);
    expect(missesRequiredFields({ ...emptyBlogForm, title: 'T' })).toBe(true);
    expect(missesRequiredFields({ ...emptyBlogForm, title: 'T', content: ' ' })).toBe(true);
    expect(missesRequiredFields({ ...emptyBlogForm, title: 'T', content: 'C' })).toBe(false);
  });
});
