import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describedFields } from './content-field-meta.ts';
import { CONTENT_TYPE_NAMES, CONTENT_TYPES } from './content-types.ts';
import { seoFieldsShape } from './seo-fields.ts';

/** What the server keeps beside the fields the portal edits as such (the status has its own field,
 * the search and social fields their own panel). */
const NOT_FIELDS = ['status', 'position', ...Object.keys(seoFieldsShape)];

describe('the content types’ field descriptions', () => {
  it('describe every field a type’s input takes, in the form’s order', () => {
    for (const type of CONTENT_TYPE_NAMES) {
      const input = CONTENT_TYPES[type].input as z.ZodObject;
      const names = Object.keys(input.shape).filter((name) => !NOT_FIELDS.includes(name));
      expect(
        describedFields(input).map((field) => field.name),
        type,
      ).toEqual(names);
    }
  });

  it('carry what the schema says of the values: choices, null, the fields of a group', () => {
    const closesAt = describedFields(CONTENT_TYPES.jobs.input).find(
      (field) => field.name === 'closesAt',
    );
    expect(closesAt).toMatchObject({ nullable: true, meta: { 'x-input': 'date' } });
    const sessions = describedFields(CONTENT_TYPES.courses.input).find(
      (field) => field.name === 'sessions',
    );
    expect(sessions?.meta).toEqual({
      title: 'Sessions',
      'x-input': 'group',
      'x-item-label': 'Session',
    });
    expect(sessions?.fields?.map((field) => [field.name, field.nullable])).toEqual([
      ['startDate', false],
      ['endDate', true],
      ['location', false],
      ['seats', true],
      ['priceKsh', false],
    ]);
    const level = describedFields(CONTENT_TYPES.courses.input).find(
      (field) => field.name === 'level',
    );
    expect(level?.options).toContain('Intermediate');
  });

  it('are the JSON schema’s title and description, and x- keys OpenAPI allows', () => {
    const schema = z.toJSONSchema(CONTENT_TYPES.documents.input, { io: 'input' }) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(schema.properties.size).toMatchObject({
      title: 'Size',
      description: 'As shown: 1.8 MB.',
      'x-input': 'text',
    });
  });
});
