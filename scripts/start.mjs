// `npm start`: install what is missing, build, start the API and the web app, print the URLs.
import { networkInterfaces } from 'node:os';
import {
  ensureDependencies,
  log,
  mustRun,
  pnpmCommand,
  root,
  startProcess,
  waitForUrl,
} from './lib.mjs';

const apiPort = Number(process.env.API_PORT ?? 8000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const dataDir = process.env.DATA_DIR ?? '.data';

ensureDependencies();
const [pnpm, pnpmArgs] = pnpmCommand([]);

log('Building the contract, its reference and the web app');
mustRun(pnpm, [...pnpmArgs, 'run', 'openapi:docs']);
// The app calls its API on its own origin (under /backend, proxied by the web server below), unless
// VITE_API_URL says otherwise.
mustRun(pnpm, [...pnpmArgs, '--dir', 'apps/web', 'run', 'build']);

log('Starting');
const children = [
  startProcess('api', pnpm, [...pnpmArgs, '--dir', 'apps/api', 'start'], {
    PORT: String(apiPort),
    DATA_DIR: dataDir.startsWith('/') ? dataDir : `${root}/${dataDir}`,
    WEB_PORT: String(webPort),
    // Storage URLs relative to the app's origin, whatever host it was opened by.
    PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? '/backend',
    // The web server's proxy, on this machine, forwards each browser's address (X-Forwarded-For).
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1',
  }),
  startProcess(
    'web',
    pnpm,
    [
      ...pnpmArgs,
      '--dir',
      'apps/web',
      'exec',
      'vite',
      'preview',
      '--host',
      '--port',
      String(webPort),
      '--strictPort',
    ],
    { API_PORT: String(apiPort) },
  ),
];

function stop(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) {
  child.on('exit', (code) => {
    process.stderr.write(`A process stopped (exit ${code}); stopping the others.\n`);
    stop(code ?? 1);
  });
}

try {
  await Promise.all([
    // The first start seeds the demo world (pictures rendered, 300 members): a minute on an idle
    // laptop, several on a busy one. The API prints its progress meanwhile.
    waitForUrl(`http://localhost:${apiPort}/up`, 10 * 60_000),
    waitForUrl(`http://localhost:${webPort}/`),
  ]);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  stop(1);
}
/** The machine's own addresses, to open the app from a phone on the same network. */
const networkUrls = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address && address.family === 'IPv4' && !address.internal)
  .map((address) => `http://${address.address}:${webPort}/`);

process.stdout.write(`
  Web app        http://localhost:${webPort}/  (also http://127.0.0.1:${webPort}/)
${networkUrls.map((url) => `  On a network   ${url}\n`).join('')}  API            http://localhost:${webPort}/backend/  (the API process itself: port ${apiPort})
  API reference  http://localhost:${apiPort}/docs
  Data           ${dataDir}
  Demo sign-in   demo@demo.test / Demo2026!  (every demo login is listed above by the API)

  Press Ctrl+C to stop.
`);
