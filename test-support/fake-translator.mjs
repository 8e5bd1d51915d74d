// A small local fake of an Azure-Translator-v3-compatible service, for tests only.
// It checks the key and region headers, the query (api-version=3.0, from=en, to) and the service's
// limits (1,000 texts, 50,000 characters), answers in the v3 shape, and counts requests.
// Control: GET /__stats → {requests, texts, byLanguage}; POST /__reset; POST /__fail?status=500 (until reset).
//   node test-support/fake-translator.mjs --port 3901 --key test-key --region westeurope
import http from 'node:http';
import { parseArgs } from 'node:util';

export const fakeTranslation = (to, text) => `[${to}] ${text}`;

export function startFakeTranslator({ port = 0, key = 'test-key', region = 'global' } = {}) {
  let stats = { requests: 0, texts: 0, chars: 0, byLanguage: {}, rejected: 0 };
  let failStatus = 0;

  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const reject = (res, status, code, message) => {
    stats.rejected += 1;
    send(res, status, { error: { code, message } });
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (url.pathname === '/__stats') return send(res, 200, stats);
      if (url.pathname === '/__reset') {
        stats = { requests: 0, texts: 0, chars: 0, byLanguage: {}, rejected: 0 };
        failStatus = 0;
        return send(res, 200, { ok: true });
      }
      if (url.pathname === '/__fail') {
        failStatus = Number(url.searchParams.get('status') ?? 500);
        return send(res, 200, { ok: true });
      }
      if (req.method !== 'POST' || url.pathname !== '/translate')
        return reject(res, 404, 404000, 'Not found');
      if (req.headers['ocp-apim-subscription-key'] !== key)
        return reject(res, 401, 401000, 'Invalid subscription key');
      if (req.headers['ocp-apim-subscription-region'] !== region)
        return reject(res, 401, 401015, 'Wrong region');
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
        return reject(res, 415, 415000, 'JSON expected');
      if (url.searchParams.get('api-version') !== '3.0')
        return reject(res, 400, 400021, 'api-version must be 3.0');
      if (url.searchParams.get('from') !== 'en') return reject(res, 400, 400035, 'from must be en');
      const to = url.searchParams.get('to');
      if (!to) return reject(res, 400, 400036, 'to is required');
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return reject(res, 400, 400074, 'Body is not valid JSON');
      }
      if (!Array.isArray(body) || body.some((item) => typeof item?.Text !== 'string'))
        return reject(res, 400, 400074, 'Body must be [{Text}]');
      if (body.length > 1000) return reject(res, 400, 400077, 'Too many elements');
      if (body.reduce((sum, item) => sum + item.Text.length, 0) > 50_000)
        return reject(res, 400, 400077, 'Request too long');
      stats.requests += 1;
      stats.texts += body.length;
      stats.chars += body.reduce((sum, item) => sum + item.Text.length, 0);
      stats.byLanguage[to] = (stats.byLanguage[to] ?? 0) + 1;
      if (failStatus) return reject(res, failStatus, failStatus * 1000, 'Simulated failure');
      send(
        res,
        200,
        body.map((item) => ({ translations: [{ text: fakeTranslation(to, item.Text), to }] })),
      );
    });
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://127.0.0.1:${actual}`,
        stats: () => stats,
        reset: () => {
          stats = { requests: 0, texts: 0, chars: 0, byLanguage: {}, rejected: 0 };
          failStatus = 0;
        },
        fail: (status = 500) => {
          failStatus = status;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, key: { type: 'string' }, region: { type: 'string' } },
  });
  const fake = await startFakeTranslator({
    port: Number(values.port ?? 3901),
    key: values.key ?? 'test-key',
    region: values.region ?? 'global',
  });
  console.log(`fake translator on ${fake.url}`);
}
