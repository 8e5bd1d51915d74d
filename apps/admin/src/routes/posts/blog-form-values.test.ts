import { describe, expect, it } from 'vitest';
import {
  buildBlogFormData,
  emptyBlogForm,
  fromNairobiLocal,
  missesRequiredFields,
  statusChoices,
  toNairobiLocal,
} from './blog-form-values.ts';

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
      content_format: 'html',
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

describe('the editorial workflow in the form', () => {
  it('offers an author a draft or a submission, and an editor the steps of publishing', () => {
    expect(statusChoices('author').map((choice) => choice.label)).toEqual([
      'Draft',
      'Submit for review',
    ]);
    expect(statusChoices('editor').map((choice) => choice.label)).toEqual([
      'Return to draft',
      'In review',
      'Publish',
      'Schedule',
      'Archived',
    ]);
  });

  it('reads and writes the publishing time in Nairobi time (UTC+3)', () => {
    expect(toNairobiLocal('2026-12-01T06:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(fromNairobiLocal('2026-12-01T09:30')).toBe('2026-12-01T06:30:00.000Z');
    expect(fromNairobiLocal('not a time')).toBe('');
    const scheduled = buildBlogFormData(
      {
        ...emptyBlogForm,
        title: 'T',
        content: 'C',
        status: 'scheduled',
        publishAt: '2026-12-01T09:30',
      },
      { includeSlug: false },
    );
    expect(scheduled.get('publishAt')).toBe('2026-12-01T06:30:00.000Z');
    const draft = buildBlogFormData(
      { ...emptyBlogForm, title: 'T', content: 'C', publishAt: '2026-12-01T09:30' },
      { includeSlug: false },
    );
    expect(draft.get('publishAt')).toBeNull();
  });
});
