import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TranslateResponse } from '@site/shared';
import { TRANSLATION_FAILED, TRANSLATION_NOT_CONFIGURED, TRANSLATOR_CODES, translateRequestSchema } from '@site/shared';
import { HttpError } from '../../errors.ts';
import { toBatches, translateBatch, TranslatorError } from '../../lib/translator-client.ts';
import type { TranslatorSettings } from '../../lib/translator-client.ts';
import { parseInput } from '../../lib/validation.ts';

type TranslateOptions = { translator: Partial<TranslatorSettings>; requestsPerMinute: number };

/** POST /api/translate: the browser's texts of one page, translated through the cache and then the
 * service. The key stays here; each text goes to the service once per language. */
export async function translateRoutes(app: FastifyInstance, options: TranslateOptions) {
  const { key, region = 'global', endpoint } = options.translator;

  app.post(
    '/',
    {
      config: {
        rateLimit: {
          max: options.requestsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (_req: FastifyRequest, context: { ttl: number }) =>
            new HttpError(429, 'Too many translation requests. Please try again in a minute.', undefined, {
              'Retry-After': String(Math.max(1, Math.ceil(context.ttl / 1000))),
            }),
        },
      },
    },
    async (request) => {
      if (!key || !endpoint) throw new HttpError(503, TRANSLATION_NOT_CONFIGURED);
      const { to, texts } = parseInput(translateRequestSchema, request.body);
      const language = TRANSLATOR_CODES[to];

      const unique = [...new Set(texts)];
      const cached = await app.repos.translations.find(language, unique);
      const missing = unique.filter((text) => !cached.has(text));
      let serviceRequests = 0;
      try {
        for (const batch of toBatches(missing)) {
          serviceRequests += 1;
          const translated = await translateBatch({ key, region, endpoint }, language, batch);
          const pairs = batch.map((text, i): [string, string] => [text, translated[i]!]);
          for (const [source, result] of pairs) cached.set(source, result);
          await app.repos.translations.save(language, pairs);
        }
      } catch (error) {
        if (!(error instanceof TranslatorError)) throw error;
        request.log.error({ err: error, to, texts: texts.length }, 'translation failed');
        throw new HttpError(502, TRANSLATION_FAILED);
      }
      request.log.info({ to, texts: texts.length, cached: unique.length - missing.length, serviceRequests }, 'translated');
      const data: TranslateResponse = { translations: texts.map((text) => cached.get(text) ?? text) };
      return { success: true, data };
    },
  );
}
