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

/** Thrown where an address has moved (a redirect, issue 48): answered as a redirect to `location`. */
export class Moved extends Error {
  constructor(
    readonly location: string,
    readonly statusCode: 301 | 302,
  ) {
    super(`Moved to ${location}`);
    this.name = 'Moved';
  }
}

/** An error's message for a log line or an operator: its `message`, or the thrown value as text. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
