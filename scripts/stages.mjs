// Runs npm scripts one after another as the stages of a run (`node scripts/stages.mjs check build test:unit test:e2e`)
// and says how long each took, so a slower stage shows in every run: a line when each ends, and one line for all at the
// end (also on a failure). Stops at the first failing stage with its exit code. The times are saved to
// test-results/stages.json ([{ name, seconds, ok }]); .ci/run prints them with its own stages.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const names = process.argv.slice(2);
const resultsDir = path.resolve(process.env.TEST_RESULTS_DIR ?? 'test-results');

function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: 'inherit' });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const stages = [];
let exitCode = 0;
for (const name of names) {
  console.log(`\n== stage ${name}`);
  const started = Date.now();
  const code = await run(name);
  const seconds = Math.round((Date.now() - started) / 1000);
  stages.push({ name, seconds, ok: code === 0 });
  console.log(`-- stage ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s`);
  if (code !== 0) {
    exitCode = code;
    break;
  }
}

const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
console.log(`\nstage times: ${stages.map((s) => `${s.name} ${s.seconds} s${s.ok ? '' : ' (failed)'}`).join(' · ')} — ${total} s in all`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'stages.json'), `${JSON.stringify(stages)}\n`);
process.exit(exitCode);
