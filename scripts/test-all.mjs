// npm test: everything CI runs, with each command's time printed as it ends and a table at the
// end. Stops at the first command that fails and exits with its code.
//
// The browser tests wait far more than they compute (pages, frames, a server's answers): on two
// cores the whole machine used about 0.8 of a core while they ran. So after the build they run in
// one lane while the other lane runs everything else one phase at a time (tsc, ESLint and Prettier
// side by side, then the unit tests, the budget and the benches), and the run ends when both
// lanes have (docs/decisions/036, third pass). A failure in either lane stops the other.
// Usage: node scripts/test-all.mjs [--sequential]   (--sequential: every command one after
// another, in the order of the old `&&` chain, to time each alone)
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { sequential: { type: 'boolean', default: false } } });
const bin = (name) => join(root, 'node_modules/.bin', name);
const node = (script, ...args) => [process.execPath, join(root, script), ...args];

const CHECKS = {
  name: 'typecheck, lint',
  commands: [
    { name: 'typecheck', argv: [bin('tsc'), '--noEmit', '-p', '.'] },
    { name: 'eslint', argv: [bin('eslint'), '.'] },
    { name: 'prettier', argv: [bin('prettier'), '--check', '.'] },
  ],
};
const one = (name, argv) => ({ name, commands: [{ name, argv }] });
const UNIT = one('unit tests', [bin('vitest'), 'run']);
const BUILD = one('build', node('scripts/build.mjs'));
const AFTER_BUILD = [
  one('budget', node('scripts/budget.mjs')),
  one('bench:server', node('scripts/bench-server.mjs', '--seconds', '2')),
  one('bench:crash', node('scripts/crash-server.mjs', '--kills', '3')),
  one('bench:attack', node('scripts/attack-server.mjs', '--smoke')),
  one('bench:noisy', node('scripts/bench-noisy.mjs', '--seconds', '2')),
];
const BROWSER = one('browser tests', [bin('vitest'), 'run', '-c', 'vitest.e2e.config.ts']);

/** Each lane is a list of phases run one after another; a phase's commands run at once. */
const LANES = values.sequential ? [[CHECKS, UNIT, BUILD, ...AFTER_BUILD, BROWSER]] : [[BUILD], [BROWSER], [CHECKS, UNIT, ...AFTER_BUILD]];
/** With lanes: the build alone first, then the browser tests beside the rest. */
const STAGES = values.sequential ? [LANES] : [[LANES[0]], [LANES[1], LANES[2]]];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
const running = new Set();
let stopping = false;

/**
 * Runs one command in a process group of its own (so that a stop ends its browsers and servers
 * too). `alone`: its output goes straight through; otherwise it is held and printed whole when it
 * ends, so that two commands never interleave line by line.
 */
function run(command, alone) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const child = spawn(command.argv[0], command.argv.slice(1), { cwd: root, detached: true, stdio: alone ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      running.delete(child);
      if (!alone) process.stdout.write(Buffer.concat(output));
      const ms = Date.now() - begun;
      const status = code === 0 ? 'passed' : stopping && signal ? `stopped (${signal})` : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`[test] ${command.name}: ${status} in ${seconds(ms)}`);
      resolve({ name: command.name, code: code ?? 1, start: begun - started, ms });
    });
  });
}

/** Ends every command still running, with its process group. */
function stopAll() {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll();
    process.exit(1);
  });
}

const timings = [];
let failure;

/** Runs a lane's phases one after another; a failure stops every lane. */
async function runLane(lane, alone) {
  for (const phase of lane) {
    if (stopping) return;
    console.log(`\n[test] ${phase.name} …`);
    const phaseStarted = Date.now();
    const results =
      values.sequential || phase.commands.length === 1
        ? await phase.commands.reduce(async (done, command) => {
            const previous = await done;
            return previous.some((result) => result.code !== 0) || stopping ? previous : [...previous, await run(command, alone)];
          }, Promise.resolve([]))
        : await Promise.all(phase.commands.map((command) => run(command, false)));
    timings.push({ name: phase.name, start: phaseStarted - started, ms: Date.now() - phaseStarted, parts: results });
    const failed = results.find((result) => result.code !== 0);
    if (failed) {
      failure ??= failed;
      stopAll();
      return;
    }
  }
}

for (const stage of STAGES) {
  // Beside another lane, only the browser tests print as they go; the others are held.
  await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1 || lane.includes(BROWSER))));
  if (failure) break;
}

console.log('\n[test] time per phase (start: seconds after npm test began):');
for (const { name, start, ms, parts } of timings.sort((a, b) => a.start - b.start)) {
  const detail = parts.length > 1 ? `  (${parts.map((part) => `${part.name} ${seconds(part.ms)}`).join(', ')})` : '';
  console.log(`  ${name.padEnd(16)} ${seconds(ms).padStart(8)}  start ${seconds(start).padStart(8)}${detail}`);
}
console.log(`  ${'total'.padEnd(16)} ${seconds(Date.now() - started).padStart(8)}`);
if (failure) {
  console.error(`[test] FAILED: ${failure.name}`);
  process.exit(failure.code || 1);
}
console.log('[test] all passed');
