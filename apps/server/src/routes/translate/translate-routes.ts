import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TranslateResponse } from '@site/shared';
import {
  TRANSLATION_FAILED,
  TRANSLATION_NOT_CONFIGURED,
  TRANSLATOR_CODES,
  successEnvelope,
  translateRequestSchema,
  translateResponseSchema,
} from '@site/shared';
import { toBatches } from '@site/shared/translate-batches';
import type { TranslatorBudget } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import { addressKey } from '../../lib/client-address.ts';
import { enforceLimit } from '../../lib/request-limits.ts';
import { SERVICE_LIMITS, translateBatch, TranslatorError } from '../../lib/translator-client.ts';
import type { TranslatorSettings } from '../../lib/translator-client.ts';
import { ok } from '../../lib/answer.ts';
import { translatorBudget } from './translator-budget.ts';

type TranslateOptions = {
  translator: Partial<TranslatorSettings>;
  requestsPerMinute: number;
  budget: TranslatorBudget;
};

const TOO_MANY_REQUESTS = 'Too many translation requests. Please try again in a minute.';

/** POST /api/translate: the browser's texts of one page, translated through the cache and then the
 * service. The key stays here; each text goes to the service once per language. */
export const translateRoutes: FastifyPluginAsyncZod<TranslateOptions> = async (app, options) => {
  const { key, region = 'global', endpoint } = options.translator;
  const service = key && endpoint ? { key, region, endpoint } : undefined;
  const budget = translatorBudget(app.repos.rateCounters, options.budget);

  app.post(
    '/',
    {
      // Counted before the body is read, in the database so the limit holds across instances.
      onRequest: async (request) => {
        const limit = {
          key: `translate:requests:ip:${addressKey(request.ip)}`,
          windowSeconds: 60,
          max: options.requestsPerMinute,
        };
        await enforceLimit(app.repos.rateCounters, limit, () => TOO_MANY_REQUESTS);
      },
      // Without a translator the answer is 503, whatever the body holds.
      preValidation: async () => {
        if (!service) throw new HttpError(503, TRANSLATION_NOT_CONFIGURED);
      },
      schema: {
        summary: "Translates a page's texts (through the cache, then the translator service)",
        body: translateRequestSchema,
        response: { 200: successEnvelope(translateResponseSchema) },
      },
    },
    async (request) => {
      const { to, texts } = request.body;
      const translator = service!; // checked before validation
      const language = TRANSLATOR_CODES[to];

      const unique = [...new Set(texts)];
      const cached = await app.repos.translations.find(language, unique);
      const missing = unique.filter((text) => !cached.has(text));
      // Only what goes to the service costs money: cached texts are free.
      let unsent = missing.reduce((sum, text) => sum + text.length, 0);
      const release =
        unsent > 0 ? await budget.reserve(addressKey(request.ip), unsent) : async () => {};
      let serviceRequests = 0;
      try {
        for (const batch of toBatches(missing, SERVICE_LIMITS)) {
          serviceRequests += 1;
          unsent -= batch.reduce((sum, text) => sum + text.length, 0);
          const translated = await translateBatch(translator, language, batch);
          const pairs = batch.map((text, i): [string, string] => [text, translated[i]!]);
          for (const [source, result] of pairs) cached.set(source, result);
          await app.repos.translations.save(language, pairs);
        }
      } catch (error) {
        await release(unsent);
        if (!(error instanceof TranslatorError)) throw error;
        request.log.error({ err: error, to, texts: texts.length }, 'translation failed');
        throw new HttpError(502, TRANSLATION_FAILED);
      }
      request.log.info(
        { to, texts: texts.length, cached: unique.length - missing.length, serviceRequests },
        'translated',
      );
      const data: TranslateResponse = {
        translations: texts.map((text) => cached.get(text) ?? text),
      };
      return ok(data);
    },
  );
};
