// `npm start`: install what is missing, build, start the API and the web app, print the URLs.
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
mustRun(pnpm, [...pnpmArgs, '--dir', 'apps/web', 'run', 'build'], {
  env: { ...process.env, VITE_API_URL: process.env.VITE_API_URL ?? `http://localhost:${apiPort}` },
});

log('Starting');
const children = [
  startProcess('api', pnpm, [...pnpmArgs, '--dir', 'apps/api', 'start'], {
    PORT: String(apiPort),
    DATA_DIR: dataDir.startsWith('/') ? dataDir : `${root}/${dataDir}`,
    WEB_PORT: String(webPort),
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
      '--port',
      String(webPort),
      '--strictPort',
    ],
    {},
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
    waitForUrl(`http://localhost:${apiPort}/up`),
    waitForUrl(`http://localhost:${webPort}/`),
  ]);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  stop(1);
}
process.stdout.write(`
  Web app        http://localhost:${webPort}/
  API            http://localhost:${apiPort}/
  API reference  http://localhost:${apiPort}/docs
  Data           ${dataDir}
  Demo sign-in   demo@demo.test / Demo2026!  (every demo login is listed above by the API)

  Press Ctrl+C to stop.
`);
