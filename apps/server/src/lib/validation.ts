import type { FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../errors.ts';

type Issue = z.core.$ZodIssue;
type RequestPart = 'body' | 'headers' | 'params' | 'querystring';

/** Parses input with a shared schema; bad input becomes a 400 whose message names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues, input);
}

/** The 400 of input a schema refused, whether a route schema or a handler checked it: the first
 * issue as the message, every issue by field in `details.fields`. */
function invalidInput(issues: readonly Issue[], input: unknown): HttpError {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (fields[key] ??= []).push(issue.message);
  }
  const first = issues[0];
  const message = first ? describeIssue(first, input) : 'Invalid input';
  return new HttpError(400, message, { fields });
}

/** What a route schema's validator gives Fastify when a request part does not fit; the error
 * handler (plugins/errors.ts) answers it with `answer`. */
export class RequestPartError extends Error {
  declare validationContext?: RequestPart;
  constructor(
    readonly schema: z.ZodType,
    readonly issues: readonly Issue[],
  ) {
    super('The request does not match the route schema');
  }

  /** The answer parseInput gives for the same input. Fastify hands a validator `null` where no body
   * was sent: the issues are then those of the request's own input, as a handler saw it. */
  answer(request: FastifyRequest): HttpError {
    const part = this.validationContext;
    const input =
      part === 'querystring' ? request.query : part === undefined ? undefined : request[part];
    const issues =
      input === undefined
        ? (this.schema.safeParse(input).error?.issues ?? this.issues)
        : this.issues;
    return invalidInput(issues, input);
  }
}

/** Fastify's validator for the shared zod schemas of a route (`schema.params`, `querystring`,
 * `body`): the parsed value (coerced, defaults filled in) replaces the request's. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestPartError(schema, result.error.issues) };
  };

/** The validator of a route whose handler reads the body itself: a multipart form, or a body read
 * only after a check that must answer first (a 404, a 421). Its body schema is documentation (the
 * handler parses it with parseInput); its params and query are validated as everywhere. (Fastify
 * types a route's own compiler with the whole route schema; it is called with each part's.) */
export const bodyReadByHandler: FastifySchemaCompiler<FastifySchema> = ({ schema, ...route }) =>
  route.httpPart === 'body'
    ? () => true
    : zodValidatorCompiler({ ...route, schema: schema as z.ZodType });

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describeIssue(issue: Issue, input: unknown): string {
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
