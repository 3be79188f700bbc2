// The demo world: `pnpm --dir apps/api seed [--members <count>]` (SEED_MEMBERS works too).
// Seeds only when the demo world is not there yet (its marker is the support account), then prints
// the demo logins, the products and the promo codes.
import { readConfig } from './config';
import { createServices } from './services';
import { DEFAULT_MEMBER_COUNT, describeDemoWorld, seedDemoWorld } from './seed/seed';

function memberCount(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const flag = argv.indexOf('--members');
  const raw = flag >= 0 ? argv[flag + 1] : env.SEED_MEMBERS;
  if (raw === undefined || raw === '') return DEFAULT_MEMBER_COUNT;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`The member count must be a whole number, got "${raw}".`);
  }
  return count;
}

const members = memberCount(process.argv.slice(2), process.env);
const { services, database } = await createServices(readConfig(), { printMail: false });
try {
  const summary = await seedDemoWorld(services, {
    members,
    log: (line) => {
      console.log(line);
    },
  });
  for (const line of describeDemoWorld(summary)) console.log(line);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
