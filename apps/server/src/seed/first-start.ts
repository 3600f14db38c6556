import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { generatePassword, hashPassword } from '../lib/password';
import { ensureStarterTemplates } from '../modules/document-templates/document-templates.service';
import { insertCompany, insertUser, listCompanies } from '../modules/users/users.repository';

export const DEMO_COMPANY_NAME = 'Demo Bau GmbH';
const DEFAULT_ADMIN_USER = 'admin';
// Serializes the first start of several instances on one PostgreSQL: only one creates the demo company.
const FIRST_START_LOCK_ID = 760_2009;

export interface FirstStartResult {
  companyName: string;
  userName: string;
  /** null when the password came from VENDOC_ADMIN_PASSWORD: it is never printed then. */
  generatedPassword: string | null;
}

/**
 * On an empty database (no company), creates the demo company and an administrator in one transaction.
 * Returns what was created, or null when the database already has a company (every later start).
 */
export async function seedFirstStart(
  db: Database,
  admin: { userName: string | null; password: string | null },
): Promise<FirstStartResult | null> {
  if ((await listCompanies(db, 1)).length > 0) return null;
  const password = admin.password ?? generatePassword(16);
  const generatedPassword = admin.password == null ? password : null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Checked again under the lock: another instance may have seeded meanwhile.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_START_LOCK_ID})`);
    if ((await listCompanies(tx, 1)).length > 0) return null;
    const company = await insertCompany(tx, DEMO_COMPANY_NAME);
    const user = await insertUser(tx, {
      companyId: company.id,
      userName: admin.userName ?? DEFAULT_ADMIN_USER,
      displayName: 'Administrator',
      passwordHash,
      role: 'admin',
    });
    // The built-in DIN 5008 layouts of every document kind (companies created before them get theirs lazily).
    await ensureStarterTemplates(tx, company.id);
    return { companyName: company.name, userName: user.userName, generatedPassword };
  });
}

/** The banner printed once after the first start: where to sign in and with which credentials. */
export function formatFirstStartBanner(result: FirstStartResult, url: string): string {
  const lines = [
    'VenDoc: first start. Created the company and its administrator:',
    '',
    `  Address:    ${url}`,
    `  Company:    ${result.companyName}`,
    `  User name:  ${result.userName}`,
    result.generatedPassword == null
      ? '  Password:   (from VENDOC_ADMIN_PASSWORD)'
      : `  Password:   ${result.generatedPassword}`,
    '',
    result.generatedPassword == null
      ? 'Create further users with: npm run user:add -- --user NAME --role admin|office|fitter'
      : 'This password is shown only now: write it down. Further users: npm run user:add -- --user NAME --role ROLE',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '='.repeat(width);
  return [rule, ...lines.map((line) => (line === '' ? '' : `  ${line}`)), rule].join('\n');
}
