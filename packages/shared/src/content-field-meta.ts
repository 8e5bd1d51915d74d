import { z } from 'zod';

/** How the portal edits a field: `markdown` a few lines of plain text (a card's summary), `richtext`
 * the editor (its HTML, or plain text written before it), `lines` is one text per line, `picture` an upload with its text
 * alternative, `pictures` a list of them, `document` and `video` an upload or an address, `group` a
 * list of small records (a course's sessions, a project's impact figures). */
export const FIELD_INPUTS = [
  'text',
  'markdown',
  'richtext',
  'lines',
  'date',
  'number',
  'select',
  'picture',
  'pictures',
  'document',
  'video',
  'group',
] as const;
export type FieldInput = (typeof FIELD_INPUTS)[number];

/** A content field's description, kept on its zod schema (`.meta()`, zod's global registry): the
 * portal's label and help text are the API document's `title` and `description`, and the input
 * kind rides along as OpenAPI extensions (`x-…` keys are the only others a schema may carry). */
export type ContentFieldMeta = {
  title: string;
  description?: string;
  'x-input': FieldInput;
  /** What one entry of a `group` is called: 'Session' (Session 1, Add session). */
  'x-item-label'?: string;
};

export const fieldMeta = (
  input: FieldInput,
  title: string,
  description?: string,
  itemLabel?: string,
): ContentFieldMeta => ({
  title,
  'x-input': input,
  ...(description === undefined ? {} : { description }),
  ...(itemLabel === undefined ? {} : { 'x-item-label': itemLabel }),
});

/** One described field of an object schema, with what its schema says of its values. */
export type DescribedField = {
  name: string;
  meta: ContentFieldMeta;
  /** null is a value (left empty in the portal). */
  nullable: boolean;
  /** The choices of an enum. */
  options?: readonly string[];
  /** The fields of a group's entry. */
  fields?: DescribedField[];
};

/** The schema inside defaults, optionals and nullables, and whether null was among them. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  while (
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable
  ) {
    nullable ||= inner instanceof z.ZodNullable;
    inner = inner.def.innerType as z.ZodType;
  }
  return { inner, nullable };
}

const isMeta = (meta: unknown): meta is ContentFieldMeta =>
  typeof meta === 'object' &&
  meta !== null &&
  FIELD_INPUTS.includes((meta as { 'x-input'?: FieldInput })['x-input']!);

/** The fields of an object schema that carry a description, in the schema's order (the form's);
 * the others (status, position, a session's id) are not edited as fields. */
export function describedFields(schema: z.ZodType): DescribedField[] {
  const { inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
    const meta = field.meta();
    if (!isMeta(meta)) return [];
    const { inner: value, nullable } = unwrap(field);
    return [
      {
        name,
        meta,
        nullable,
        ...(value instanceof z.ZodEnum ? { options: value.options as string[] } : {}),
        ...(value instanceof z.ZodArray && meta['x-input'] === 'group'
          ? { fields: describedFields(value.element as z.ZodType) }
          : {}),
      },
    ];
  });
}
