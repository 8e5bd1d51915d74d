import { errorMessage } from '../errors.ts';

/** A client of an Azure-Translator-v3-compatible service: POST {endpoint}/translate?api-version=3.0
 * with the subscription key and region headers, a JSON array of {Text}, answering
 * [{translations: [{text, to}]}] in the same order. */
export type TranslatorSettings = { key: string; region: string; endpoint: string };

/** The service's own limits for one request. */
export const SERVICE_LIMITS = { texts: 1_000, totalChars: 50_000 } as const;
const TIMEOUT_MS = 15_000;

export class TranslatorError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TranslatorError';
  }
}

type ServiceAnswer = { translations?: { text?: unknown }[] }[];

export async function translateBatch(
  settings: TranslatorSettings,
  to: string,
  texts: string[],
): Promise<string[]> {
  const url = new URL(
    'translate',
    settings.endpoint.endsWith('/') ? settings.endpoint : `${settings.endpoint}/`,
  );
  url.searchParams.set('api-version', '3.0');
  url.searchParams.set('from', 'en');
  url.searchParams.set('to', to);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': settings.key,
        'Ocp-Apim-Subscription-Region': settings.region,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(texts.map((text) => ({ Text: text }))),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new TranslatorError(`translator unreachable: ${errorMessage(error)}`);
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new TranslatorError(
      `translator answered ${response.status}: ${detail.slice(0, 300)}`,
      response.status,
    );
  }
  const answer = (await response.json().catch(() => null)) as ServiceAnswer | null;
  if (!Array.isArray(answer) || answer.length !== texts.length)
    throw new TranslatorError('translator answered an unexpected shape');
  return answer.map((item, i) => {
    const text = item?.translations?.[0]?.text;
    return typeof text === 'string' ? text : texts[i]!;
  });
}
