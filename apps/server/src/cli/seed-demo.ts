import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createConfiguredStorage } from '../storage/create-file-storage';
import { parseOptions, runCommand } from './command';
import { DemoSeedRefused, seedDemo } from './demo-seeder';

const USAGE = 'Usage: npm run seed:demo [-- --company-id ID]';

const parseCommandLine = (argv: string[]) =>
  parseOptions(argv, { 'company-id': { type: 'string' }, help: { type: 'boolean', short: 'h' } });

/** Fills a company with German demo data (same environment variables as the server: VENDOC_DATA_DIR, DATABASE_URL). */
async function main(): Promise<number> {
  const args = parseCommandLine(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  const files = await createConfiguredStorage(config);
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const result = await seedDemo(database.db, {
      companyId: args['company-id'] ?? null,
      storage: files.storage,
      now: new Date(),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Demo data added to "${result.companyName}" (${result.companyId}) in ${seconds} s:`);
    const { catalog, tender } = result;
    console.log(`  ${result.clients} clients, ${result.projects} projects, ${result.files ?? 0} files`);
    console.log(`  Service catalog: ${catalog.articles} articles, ${catalog.positions} calculated positions`);
    console.log(
      `  "${tender.projectName}": tender of ${tender.items} items, ${tender.accepted} matched ` +
        `(${tender.rejected} proposals rejected), offer net ${tender.offerNet} EUR, ` +
        `${tender.constructions} constructions, approved survey with ${tender.surveyLines} lines`,
    );
    console.log('  Users (passwords shown only now):');
    for (const user of result.users) {
      console.log(`    ${user.userName.padEnd(10)} ${user.role.padEnd(7)} ${user.password}`);
    }
    return 0;
  } finally {
    files.close();
    await database.close();
  }
}

runCommand(main, USAGE, [DemoSeedRefused]);
