import type { z } from 'zod';
import { HttpError } from '../errors.ts';

/** Parses input with a shared schema; bad input becomes a 400 whose message names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (fields[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  const message = first ? describeIssue(first, input) : 'Invalid input';
  throw new HttpError(400, message, { fields });
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && field && valueAt(input, issue.path) === undefined)
    return `${field} is required`;
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  if (!field)
    return issue.message === 'Invalid input: expected object, received undefined'
      ? 'A request body is required'
      : issue.message;
  return issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
}
