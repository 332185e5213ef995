/**
 * The ceiling of the public-read bench: a plain node:http server that answers each recorded address
 * with the bytes and headers the real server sent for it, doing nothing else. Run in its own process,
 * as the real server is, so both compete with the load generator alike. The answers come as JSON in
 * the file named by the first argument ({ [path]: { status, headers, body (base64) } }); the port it
 * listens on is written to stdout.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  Object.entries(recorded).map(([path, answer]) => [
    path,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
