import type { Envelope } from '@site/shared';
import { API_BASE } from '@site/web/lib/api-client.ts';
import { ServerRefusal, SessionExpiredError, type PortalSession } from './admin-api.ts';

/** How far an upload has gone: bytes sent of bytes in all (0 of 0 before the browser says). */
export type UploadProgress = { loaded: number; total: number };

/** Thrown when the admin cancels an upload. */
export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadCancelled';
  }
}

type UploadOptions = {
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
};

/** POSTs one file as multipart (`field`) to an upload route of the API. XMLHttpRequest rather than
 * fetch: only it reports how much of the body has been sent (a streamed fetch body needs HTTP/2).
 * Resolves to the answer's data; a refusal throws `ServerRefusal` with the server's message, a 401
 * `SessionExpiredError`, `signal` aborting it `UploadCancelled`. */
export function uploadFile<T>(
  session: PortalSession,
  path: string,
  field: string,
  file: File,
  { onProgress, signal }: UploadOptions,
): Promise<T> {
  if (!session) return Promise.reject(new SessionExpiredError());
  if (signal.aborted) return Promise.reject(new UploadCancelled());
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal.addEventListener('abort', abort, { once: true });
    const settle = () => signal.removeEventListener('abort', abort);
    request.upload.addEventListener('progress', (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new UploadCancelled());
    });
    request.addEventListener('error', () => {
      settle();
      reject(new Error('The upload could not reach the server. Check your connection.'));
    });
    request.addEventListener('load', () => {
      settle();
      if (request.status === 401) {
        reject(new SessionExpiredError());
        return;
      }
      const answer = parseEnvelope<T>(request.responseText);
      if (answer?.success) resolve(answer.data);
      else
        reject(
          new ServerRefusal(
            answer ?? {
              success: false,
              error: `${request.status} ${request.statusText}`.trim(),
            },
          ),
        );
    });
    const form = new FormData();
    form.append(field, file);
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    request.send(form);
  });
}

function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' &&
      value !== null &&
      typeof (value as { success?: unknown }).success === 'boolean'
      ? (value as Envelope<T>)
      : null;
  } catch {
    return null;
  }
}
