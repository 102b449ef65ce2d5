// npm run test:e2e-loaded: the whole browser suite, --runs times in a row (3 unless told), while
// --loops processes (2 unless told) spin on the CPU beside it, as on a 2-core machine shared with
// other work. Prints each run's result and time; exits 1 unless every run passed. The busy
// processes are ended however this script ends (a failed run, an error, Ctrl+C).
// Usage: node scripts/e2e-loaded.mjs [--runs 3] [--loops 2] [-- <more vitest arguments>]
// It builds first when dist/ is missing or older than the sources, as npm run test:e2e does, before the loops start.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, loops: { type: 'string', default: '2' } },
  allowPositionals: true,
});
const RUNS = Number(values.runs);
const LOOPS = Number(values.loops);
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(LOOPS) || LOOPS < 0) {
  console.error('usage: node scripts/e2e-loaded.mjs [--runs N ≥ 1] [--loops N ≥ 0]');
  process.exit(2);
}
const vitest = join(root, 'node_modules/.bin/vitest');

/** Runs a command with its output passed through; resolves with its exit code. */
const run = (argv) =>
  new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { cwd: root, stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });

// The build the suite needs (npm start makes it when dist/ is missing or stale) is made first,
// so that it is neither timed as part of the first run nor made under the loops.
const { register } = await import('tsx/esm/api');
register();
const { ensureBuild } = await import(join(root, 'server/site/ensure-build.ts'));
ensureBuild();

const loops = [];
const stopLoops = () => {
  for (const loop of loops) if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
};
process.once('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    stopLoops();
    process.exit(130);
  });
}
for (let i = 0; i < LOOPS; i++) loops.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
console.log(`[e2e-loaded] ${LOOPS} busy loop${LOOPS === 1 ? '' : 's'} started (pids ${loops.map((loop) => loop.pid).join(', ') || 'none'})`);

const results = [];
for (let i = 1; i <= RUNS; i++) {
  console.log(`\n[e2e-loaded] run ${i} of ${RUNS}`);
  const started = Date.now();
  const code = await run([vitest, 'run', '-c', 'vitest.e2e.config.ts', ...positionals]);
  results.push({ passed: code === 0, seconds: (Date.now() - started) / 1000 });
  console.log(`[e2e-loaded] run ${i}: ${code === 0 ? 'passed' : 'FAILED'} in ${results.at(-1).seconds.toFixed(1)} s`);
}
stopLoops();

console.log(`\n[e2e-loaded] ${LOOPS} busy loops, ${RUNS} runs:`);
results.forEach((result, i) => console.log(`  run ${i + 1}: ${result.passed ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s`));
const failures = results.filter((result) => !result.passed).length;
console.log(failures === 0 ? '[e2e-loaded] every run passed' : `[e2e-loaded] ${failures} of ${RUNS} runs FAILED`);
process.exit(failures === 0 ? 0 : 1);
