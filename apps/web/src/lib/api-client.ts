import type { Envelope } from '@site/shared';

/** The one place the web app talks to the server. Every call answers with the API envelope;
 * a network failure throws, a non-OK answer resolves to `{ success: false, error }`. */
export class ApiNetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network request failed');
    this.name = 'ApiNetworkError';
  }
}

export const API_BASE = '/api';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
};

/** The envelope plus the HTTP status, so callers can tell an expired session (401) from other refusals. */
export type ApiResult<T> = Envelope<T> & { status: number };

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiNetworkError(error);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (isEnvelope<T>(payload)) return { ...payload, status: response.status };
  return {
    success: false,
    error: response.ok
      ? 'Unexpected response from the server'
      : `${response.status} ${response.statusText}`.trim(),
    status: response.status,
  };
}

function isEnvelope<T>(value: unknown): value is Envelope<T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}
