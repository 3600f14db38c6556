import { roleSchema } from '@vendoc/contract/auth';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { generatePassword } from '../lib/password';
import { listCompanies } from '../modules/users/users.repository';
import { createUser } from '../modules/users/users.service';
import { parseOptions, runCommand, UsageError } from './command';

const USAGE =
  'Usage: npm run user:add -- --user NAME --role admin|office|fitter [--password PW] [--display-name NAME] [--company-id ID]';

function parseCommandLine(argv: string[]) {
  const parsed = parseOptions(argv, {
    user: { type: 'string' },
    role: { type: 'string' },
    password: { type: 'string' },
    'display-name': { type: 'string' },
    'company-id': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (parsed.help) return null;
  if (!parsed.user) throw new UsageError('--user is required');
  const role = roleSchema.safeParse(parsed.role);
  if (!role.success) throw new UsageError('--role must be admin, office or fitter');
  return {
    userName: parsed.user,
    role: role.data,
    password: parsed.password ?? null,
    displayName: parsed['display-name'],
    companyId: parsed['company-id'] ?? null,
  };
}

/** Without --company-id the user joins the only company; with several, the operator must choose. */
async function soleCompanyId(db: Database): Promise<string> {
  const companies = await listCompanies(db, 2);
  const [only] = companies;
  if (only == null) throw new UsageError('There is no company yet: start the server once, it creates one.');
  if (companies.length > 1) throw new UsageError('There are several companies: name one with --company-id.');
  return only.id;
}

/** Creates a user in the server's database (same environment variables as the server). */
async function main(): Promise<number> {
  const args = parseCommandLine(process.argv.slice(2));
  if (args == null) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const companyId = args.companyId ?? (await soleCompanyId(database.db));
    const password = args.password ?? generatePassword(16);
    const user = await createUser(database.db, {
      companyId,
      userName: args.userName,
      ...(args.displayName === undefined ? {} : { displayName: args.displayName }),
      password,
      role: args.role,
    });
    console.log(`Created user "${user.userName}" (${user.role}) in company ${user.companyId}.`);
    if (args.password == null) console.log(`Password: ${password}  (shown only now)`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, USAGE);
