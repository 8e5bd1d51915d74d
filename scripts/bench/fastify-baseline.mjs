// The baseline of the throughput ratios: a minimal Fastify app with its default request logging at
// info level (to /dev/null) that sends fixed answers. Forked by load.mjs, which sends it the answers
// (`[{ path, headers, body }]`, body in base64) and receives the port it listens on.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: 'info', file: '/dev/null' } });
process.once('message', async (answers) => {
  for (const { path, headers, body } of answers) {
    const bytes = Buffer.from(body, 'base64');
    app.get(path, (_request, reply) => reply.headers(headers).send(bytes));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send(app.server.address().port);
});
