/**
 * A realtime server alone in its process, for test/realtime-file-limit.test.ts, which starts it under
 * a small `ulimit -n`: the hub on a node:http server that answers `GET /up`, as the API attaches it.
 * With FIXTURE_NO_FILE_CAP=1 the hub ignores the open-file limit, so the process really runs out of
 * files at `accept`. Prints `listening {port}` once ready.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RealtimeHub } from '../../src/realtime/hub';

const hub = new RealtimeHub({
  key: 'hub-key',
  secret: 'hub-secret',
  maxConnections: 100_000,
  ...(process.env.FIXTURE_NO_FILE_CAP === '1' ? { openFileLimit: Infinity } : {}),
});
const server = createServer((request, response) => {
  response
    .writeHead(request.url === '/up' ? 200 : 404, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ connections: hub.stats().connections, capacity: hub.capacity() }));
});
hub.attach(server);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
