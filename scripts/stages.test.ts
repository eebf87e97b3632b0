import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, 'stages.mjs');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'stages-'));
  const scripts = { first: 'node -e ""', broken: 'node -e "process.exit(3)"', never: 'node -e ""' };
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'stages-test', private: true, scripts }));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('times each stage, stops at the first failure with its exit code and prints every time at the end', async () => {
  const failure = await run('node', [script, 'first', 'broken', 'never'], { cwd: dir, env: { ...process.env, TEST_RESULTS_DIR: 'results' } }).then(
    () => null,
    (error: { code: number; stdout: string }) => error,
  );
  expect(failure?.code).toBe(3);
  const out = failure?.stdout ?? '';
  expect(out).toMatch(/-- stage first: ok in \d+ s/);
  expect(out).toMatch(/-- stage broken: FAILED \(exit 3\) in \d+ s/);
  expect(out).not.toContain('== stage never');
  expect(out).toMatch(/stage times: first \d+ s · broken \d+ s \(failed\) — \d+ s in all/);
  const saved = JSON.parse(await readFile(path.join(dir, 'results/stages.json'), 'utf8')) as { name: string; ok: boolean }[];
  expect(saved.map(({ name, ok }) => ({ name, ok }))).toEqual([
    { name: 'first', ok: true },
    { name: 'broken', ok: false },
  ]);
});
