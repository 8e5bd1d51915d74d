/** An error that becomes an API envelope with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** An error's message for a log line or an operator: its `message`, or the thrown value as text. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
