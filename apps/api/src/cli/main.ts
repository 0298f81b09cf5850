import path from 'node:path';
import { pino } from 'pino';
import { directDatabaseUrl, loadConfig, ROOT_DIR, type Config } from '../config.js';
import { createContainer, type Container } from '../container.js';
import { createDb } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { ensureBootstrapAdmin } from '../seed/bootstrap-admin.js';
import { seedDemo } from '../seed/demo.seed.js';
import { seedDemoLayers } from '../seed/demo-layers.seed.js';
import { seedDemoMarkups } from '../seed/demo-markups.seed.js';
import { seedGazetteer } from '../seed/gazetteer.seed.js';
import { BackupError } from '../backup/backup-error.js';
import { importCommand } from './commands/import.command.js';
import { relayoutCommand } from './commands/relayout.command.js';
import { UsageError } from './args.js';
import { backupCommand, restoreCommand } from './commands/backup.command.js';
import { createOrganisation } from './commands/organisation.command.js';
import { createUser, resetTwoFactor, setPassword } from './commands/user.command.js';

const USAGE = `Usage: npm run waymark -- <command> [options]

Commands:
  migrate                 apply pending database migrations
  setup                   migrate, create the bootstrap superuser, seed the demo organisation,
                          load the place-search gazetteer (once per version)
  create-organisation     --name NAME [--domain HOST] [--alt-domain HOST ...]
  create-user             --email EMAIL --organisation ID [--password P] [--first-name F]
                          [--last-name L] [--admin] [--permission NAME ...] [--all-permissions]
                          [--superuser]   (a random password is printed when none is given)
  set-password            --email EMAIL [--password P]
  reset-two-factor        --email EMAIL   remove the user's second factor (a lost phone)
  import                  --organisation ID --map ID --layer NAME [--epsg CODE]
                          [--attach 'field,value' | '__ALL__,*'] [--date YYYY-MM-DD] FILE...
                          load files into a layer of a map (created if missing), processed now
  backup DIR|s3://BUCKET/PREFIX
                          the database (pg_dump, from one snapshot) and every stored file it
                          refers to, with a manifest of SHA-256 digests; files already in an
                          earlier backup there are not copied again
  relayout-rasters        rewrite imagery COGs made before they were laid out on the web's
                          tiles (one stored WebP block per tile); progress per file; each file
                          swapped once checked, so it can be stopped and run again to resume
  restore DIR|s3://BUCKET/PREFIX [--backup ID]
                          the newest backup there (or ID) into an EMPTY database and EMPTY
                          storage, every digest checked`;

type Command = (container: Container, argv: string[]) => Promise<string>;

async function setup(container: Container): Promise<string> {
  const admin = await ensureBootstrapAdmin(container, {
    email: process.env.WAYMARK_ADMIN_EMAIL || undefined,
    password: process.env.WAYMARK_ADMIN_PASSWORD || undefined,
    varDir: path.join(ROOT_DIR, 'var'),
    print: (line) => console.log(line),
  });
  const demo = await seedDemo(container, admin);
  await seedDemoLayers(container, demo.organisationId, demo.mapId, admin.id, (line) =>
    console.log(line),
  );
  await seedDemoMarkups(container, demo.organisationId, demo.mapId, admin.id, (line) =>
    console.log(line),
  );
  await seedGazetteer(container.repos.gazetteer, (line) => console.log(line));
  return 'Database ready';
}

/** Commands that take the database as it is: never migrated first (a backup before an upgrade). */
const AS_IT_IS: Record<string, (config: Config, argv: string[]) => Promise<string>> = {
  backup: backupCommand,
  restore: restoreCommand,
};

const COMMANDS: Record<string, Command> = {
  setup,
  'create-organisation': createOrganisation,
  'create-user': createUser,
  'set-password': setPassword,
  'reset-two-factor': resetTwoFactor,
  import: importCommand,
  'relayout-rasters': relayoutCommand,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log(USAGE);
    return name ? 0 : 1;
  }
  const config = loadConfig();
  const asItIs = AS_IT_IS[name];
  if (asItIs) return report(name, () => asItIs(config, rest));
  // An administrator's short task: on the primary itself (a session lock, no pooler needed).
  const applied = await migrate(directDatabaseUrl(config));
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (name === 'migrate') return 0;
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command '${name}'.\n\n${USAGE}`);
    return 1;
  }
  const db = createDb(directDatabaseUrl(config), 2);
  const container = createContainer(db, config, pino({ level: 'warn' }));
  try {
    return await report(name, () => command(container, rest));
  } finally {
    await container.close();
    await db.destroy();
  }
}

/** Prints what a command answers; a usage or backup error as a message, without a stack. */
async function report(name: string, run: () => Promise<string>): Promise<number> {
  try {
    console.log(await run());
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${name}: ${err.message}`);
      return 2;
    }
    if (err instanceof BackupError) {
      console.error(`${name} failed: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

process.exitCode = await main(process.argv.slice(2));
