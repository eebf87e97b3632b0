/**
 * npm run company:create -- --name <会社名> --email <owner e-mail> [--owner-name <氏名>] [--password <password>]
 * Creates a real company and its owner, without demo data, on DATA_DIR / DATABASE_URL (server stopped).
 * The password is asked for without echo on a terminal, or read from the first line of stdin
 * (`printf '%s\n' "$PW" | npm run company:create -- …`); `--password` still works but lands in the shell history.
 */
import { Writable } from 'node:stream';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@app/shared/auth';
import { ja } from '@app/shared/messages/ja';
import { startDatabase } from '../db/database';
import { runScript } from '../db/startup-error';
import { loadEnv } from '../env';
import { isWeakPassword } from '../lib/passwords';
import { createCompany } from '../modules/identity/companies/companies.service';

const USAGE =
  '使い方: npm run company:create -- --name <会社名> --email <メールアドレス> [--owner-name <氏名>]\n' +
  '  パスワードは入力を求められます（標準入力の1行目からも読めます。--password <パスワード> も使えますが、シェルの履歴に残ります）。';

/** Asks on the terminal without echoing what is typed. */
async function promptHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await new Promise<string>((resolve, reject) => {
      rl.once('line', resolve);
      rl.once('SIGINT', () => reject(new Error('interrupted')));
      rl.once('close', () => reject(new Error('closed')));
    });
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}

/** The first line of stdin, without its line ending (a password may contain spaces). */
async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(flag: string | undefined): Promise<string | { error: string }> {
  if (flag !== undefined) {
    console.error('警告: --password で渡したパスワードはシェルの履歴やプロセス一覧に残ります。省略すると入力を求めます（標準入力からも読めます）。');
    return flag;
  }
  if (!process.stdin.isTTY) return readFirstLine();
  try {
    const first = await promptHidden('オーナーのパスワード: ');
    const again = await promptHidden('オーナーのパスワード（確認）: ');
    return first === again ? first : { error: ja.passwordPolicy.confirmationMismatch };
  } catch {
    return { error: 'パスワードの入力が中断されました。' };
  }
}

/** The same policy as every password form: length, then not common or guessable from the e-mail and names. */
function passwordProblem(password: string, userInputs: string[]): string | undefined {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return ja.validation.passwordLength;
  if (isWeakPassword(password, userInputs)) return ja.passwordPolicy.tooCommon;
  return undefined;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'owner-name': { type: 'string' },
    },
  });
  if (!values.name || !values.email) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPassword(values.password);
  if (typeof password !== 'string') {
    console.error(password.error);
    return 1;
  }
  const problem = passwordProblem(password, [values.email, values.name, values['owner-name'] ?? '']);
  if (problem) {
    console.error(problem);
    return 1;
  }
  const env = loadEnv();
  const database = await startDatabase({
    databaseUrl: env.databaseUrl,
    migrationUrl: env.databaseMigrationUrl,
    dataDir: env.dataDir,
    log: () => {},
  });
  try {
    const { company, owner } = await createCompany(database.db, {
      name: values.name,
      email: values.email,
      password,
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

runScript(main);
