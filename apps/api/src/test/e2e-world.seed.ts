// `tsx apps/api/src/test/e2e-world.seed.ts WORLD_JSON`, after `setup`: what the browser tests find
// beside the demo survey, made in one process (each `tsx` start costs a busy machine seconds):
// their own map, the organisations and the accounts, through the CLI's own commands.
import { pino } from 'pino';
import { z } from 'zod';
import { createOrganisation } from '../cli/commands/organisation.command.js';
import { createUser } from '../cli/commands/user.command.js';
import { directDatabaseUrl, loadConfig } from '../config.js';
import { createContainer, type Container } from '../container.js';
import { createDb } from '../db/database.js';
import { seedCorridorMap } from './corridor-map.js';

const world = z.object({
  corridorMap: z.object({ name: z.string(), ownerEmail: z.string() }),
  organisations: z.array(z.object({ name: z.string(), domain: z.string() })),
  users: z.array(
    z.object({
      email: z.string(),
      password: z.string(),
      name: z.string(),
      /** The organisation's domain: `localhost` is the demo's. */
      domain: z.string(),
      permissions: z.array(z.string()),
    }),
  ),
});
type World = z.infer<typeof world>;

async function organisationId(container: Container, domain: string): Promise<number> {
  const organisation = await container.repos.organisations.findByHost(domain);
  if (!organisation) throw new Error(`no organisation on ${domain}`);
  return organisation.id;
}

async function seedWorld(container: Container, { corridorMap, organisations, users }: World) {
  console.log(`Map ${await seedCorridorMap(container, corridorMap.name, corridorMap.ownerEmail)}`);
  for (const { name, domain } of organisations) {
    console.log(await createOrganisation(container, ['--name', name, '--domain', domain]));
  }
  for (const user of users) {
    const [first, ...last] = user.name.split(' ');
    const argv = [
      ...['--email', user.email, '--password', user.password],
      ...['--organisation', String(await organisationId(container, user.domain))],
      ...['--first-name', first ?? '', '--last-name', last.join(' ')],
      ...user.permissions.flatMap((permission) => ['--permission', permission]),
    ];
    console.log(await createUser(container, argv));
  }
}

const config = loadConfig();
const db = createDb(directDatabaseUrl(config), 2);
const container = createContainer(db, config, pino({ level: 'warn' }));
try {
  await seedWorld(container, world.parse(JSON.parse(process.argv[2] ?? '')));
} finally {
  await container.close();
  await db.destroy();
}
