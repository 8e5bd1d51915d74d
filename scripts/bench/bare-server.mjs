// The baseline of the throughput bench: node:http answering fixed bytes with the headers given, nothing
// else. Run as a child process (one core, like the real server). Argument: a JSON file of
// [{ path, file, headers }].
import fs from 'node:fs';
import http from 'node:http';

const routes = new Map(
  JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).map((route) => {
    const body = fs.readFileSync(route.file);
    return [route.path, { body, headers: { ...route.headers, 'content-length': body.byteLength } }];
  }),
);

const server = http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
