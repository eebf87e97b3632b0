/**
 * npm run company:create -- --name <会社名> --email <owner e-mail> --password <password> [--owner-name <氏名>]
 * Creates a real company and its owner, without demo data, on DATA_DIR / DATABASE_URL (server stopped).
 */
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { startDatabase } from '../db/database';
import { loadEnv } from '../env';
import { createCompany } from '../modules/companies/companies.service';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'owner-name': { type: 'string' },
  },
});

async function main(): Promise<number> {
  if (!values.name || !values.email || !values.password) {
    console.error('使い方: npm run company:create -- --name <会社名> --email <メールアドレス> --password <パスワード> [--owner-name <氏名>]');
    return 2;
  }
  const env = loadEnv();
  const database = await startDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, log: () => {} });
  try {
    const { company, owner } = await createCompany(database.db, {
      name: values.name,
      email: values.email,
      password: values.password,
      ...(values['owner-name'] ? { ownerName: values['owner-name'] } : {}),
    });
    console.log(`会社「${company.name}」を作成しました（id ${company.id}）。オーナー: ${owner.email}`);
    return 0;
  } catch (error) {
    if (error instanceof ZodError) {
      console.error(error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
      return 1;
    }
    throw error;
  } finally {
    await database.shutdown();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
