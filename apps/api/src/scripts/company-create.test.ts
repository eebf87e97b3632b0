import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';

const run = promisify(execFile);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ctx = useTestApp();

async function companyCreate(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/scripts/company-create.ts', ...args], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: ctx.database.url },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Runs the script with `input` on its stdin (not a terminal), as `printf '%s\n' "$PW" | npm run company:create` does. */
function companyCreateWithStdin(args: string[], input: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/company-create.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: ctx.database.url },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += String(c)));
  child.stderr.on('data', (c: Buffer) => (stderr += String(c)));
  child.stdin.end(input);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('npm run company:create', () => {
  it('reads the password from stdin, so it never appears in the shell history', async () => {
    const res = await companyCreateWithStdin(['--name', '標準入力株式会社', '--email', 'stdin@honban.example.jp'], 'kumo to sora 2026\n');
    expect(res.stdout).toContain('会社「標準入力株式会社」を作成しました');
    expect(res.code).toBe(0);
    expect(res.stderr).not.toContain('警告');
    const h = await ctx.signIn('stdin@honban.example.jp', 'kumo to sora 2026'); // spaces kept, line ending dropped
    const profile = (await ctx.call('GET', '/api/profile', { headers: h })).json().data.profile;
    expect(profile).toMatchObject({ company_name: '標準入力株式会社', role: 'owner_administrator' });
  });

  it('applies the password policy: a common password is refused in Japanese and nothing is created', async () => {
    const res = await companyCreateWithStdin(['--name', '弱い株式会社', '--email', 'weak@honban.example.jp'], 'password1234\n');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('よく使われるパスワードや推測されやすいパスワードは使えません');
    const signIn = await ctx.call('POST', '/api/auth/sign_in', { body: { email: 'weak@honban.example.jp', password: 'password1234' } });
    expect(signIn.statusCode).toBe(401);

    const long = await companyCreateWithStdin(['--name', '長い株式会社', '--email', 'long@honban.example.jp'], `${'x7#Qz'.repeat(26)}\n`);
    expect(long.code).toBe(1);
    expect(long.stderr).toContain('8文字以上128文字以内');
  });

  it('still takes --password for scripts, with a warning that it shows in the shell history', async () => {
    const res = await companyCreate(['--name', '引数株式会社', '--email', 'flag@honban.example.jp', '--password', 'secure-pass-123']);
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('シェルの履歴');
  });

  it('creates a company and an owner who can sign in, with no demo data', async () => {
    const res = await companyCreate(['--name', '本番株式会社', '--email', 'boss@honban.example.jp', '--password', 'secure-pass-123']);
    expect(res.stdout).toContain('会社「本番株式会社」を作成しました');
    expect(res.code).toBe(0);
    const h = await ctx.signIn('boss@honban.example.jp', 'secure-pass-123');
    const profile = (await ctx.call('GET', '/api/profile', { headers: h })).json().data.profile;
    expect(profile).toMatchObject({ company_name: '本番株式会社', role: 'owner_administrator' });
    const workers = (await ctx.call('GET', '/api/user/workers/custom_display', { headers: h })).json();
    expect(workers.total_count).toBe(0);
  });

  it('lets a person who is already an employee elsewhere own the new company (sign-in then asks which)', async () => {
    const company = await ctx.makeCompany();
    const res = await companyCreate(['--name', '兼務株式会社', '--email', company.owner.email, '--password', 'correct-horse-42']);
    expect(res.code, res.stderr).toBe(0);
    const signIn = await ctx.call('POST', '/api/auth/sign_in', { body: { email: company.owner.email, password: 'correct-horse-42' } });
    expect(signIn.statusCode).toBe(409);
    expect(signIn.json().meta.companies.map((c: { name: string }) => c.name)).toContain('兼務株式会社');
  });

  it('explains its usage when arguments are missing, and refuses a short password', async () => {
    const usage = await companyCreate(['--name', '株式会社']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('使い方');
    const short = await companyCreate(['--name', '株式会社', '--email', 'a@example.com', '--password', 'short']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('8文字以上');
  });
});
