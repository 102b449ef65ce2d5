// npm test: everything CI runs, phase by phase, with each phase's time printed as it ends and a
// table of them at the end. Stops at the first phase that fails (as the `&&` chain it replaced
// did) and exits with its code. The checks that read the sources and nothing else (tsc and ESLint
// on one TypeScript program, Prettier) run side by side with the build: each check is one thread,
// and on two cores together they take about as long as the slowest of them alone. So do the
// benches' smoke runs (below).
// Usage: node scripts/test-all.mjs [--sequential]   (--sequential: one command at a time, to time each alone)
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { sequential: { type: 'boolean', default: false } } });
const bin = (name) => join(root, 'node_modules/.bin', name);
const node = (script, ...args) => [process.execPath, join(root, script), ...args];

/**
 * Each phase is a list of commands run at once; a phase ends when all of them have. A command with
 * `after` starts when that command of its phase has passed (and is not run if it failed).
 */
const PHASES = [
  // The build reads the sources and writes dist/ only, which the checks do not read (tsconfig's
  // include, ESLint's and Prettier's ignores): it runs beside them. tsc and ESLint share one checked
  // TypeScript program (scripts/check-code.mjs): `tsc --noEmit` and `eslint .` apart each type-check
  // the whole tree, about 35 CPU-seconds twice over (docs/decisions/036, sixteenth pass).
  //
  // The benches' smoke runs start as soon as the build is done (they serve dist/), side by side with
  // each other and with what is left of the checks: the type check is one thread, which ran alone on
  // two cores for the last 30 s of the phase. Each bench fails only on what it checks (every
  // acknowledged save stored, none half-written after a kill, each attack refused as it should be, no
  // request lost), never on a latency, so sharing the cores changes none of their verdicts. The
  // figures they print here are not measurements: `npm run bench:*` alone prints those
  // (docs/performance.md).
  {
    name: 'checks, build, benches',
    commands: [
      { name: 'tsc, eslint', argv: node('scripts/check-code.mjs') },
      { name: 'prettier', argv: [bin('prettier'), '--check', '.'] },
      { name: 'build', argv: node('scripts/build.mjs') },
      { name: 'bench:server', argv: node('scripts/bench-server.mjs', '--seconds', '2'), after: 'build' },
      { name: 'bench:crash', argv: node('scripts/crash-server.mjs', '--kills', '3'), after: 'build' },
      { name: 'bench:attack', argv: node('scripts/attack-server.mjs', '--smoke'), after: 'build' },
      { name: 'bench:noisy', argv: node('scripts/bench-noisy.mjs', '--seconds', '2'), after: 'build' },
    ],
  },
  { name: 'unit tests', commands: [{ name: 'vitest', argv: [bin('vitest'), 'run'] }] },
  // One game page loaded at a time, for its start-up check (no task over 50 ms): alone, not beside
  // other work.
  { name: 'budget', commands: [{ name: 'budget', argv: node('scripts/budget.mjs') }] },
  { name: 'browser tests', commands: [{ name: 'vitest e2e', argv: [bin('vitest'), 'run', '-c', 'vitest.e2e.config.ts'] }] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The machine's CPU time so far, busy and in all, from /proc/stat (Linux; elsewhere undefined):
 * a phase's share of busy cores says whether it leaves a core idle or fills both.
 */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return undefined;
  }
}
const busyShare = (from, to) => (from && to && to.all > from.all ? `${Math.round((100 * (to.busy - from.busy)) / (to.all - from.all))}%` : 'n/a');

/** /proc/stat counts in clock ticks: `getconf CLK_TCK` of them a second (100 on Linux as built). */
function ticksPerSecond() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}
const TICKS = cpuTimes() ? ticksPerSecond() : 100;
/** The machine's busy CPU-seconds between two readings (both cores' together, any process). */
const busySeconds = (from, to) => (from && to ? `${Math.round((to.busy - from.busy) / TICKS)} CPU-s` : 'n/a');

/**
 * Runs one command. Alone, its output goes straight through; side by side, each one's output is
 * held and printed whole when it ends, so that two never interleave line by line.
 */
function run(command, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command.argv[0], command.argv.slice(1), { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      const ms = Date.now() - started;
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`[test] ${command.name}: ${status} in ${seconds(ms)}`);
      resolve({ name: command.name, code: code ?? 1, ms });
    });
  });
}

/** A command whose `after` failed: not run, and not what failed. */
function notRun(command, after) {
  console.log(`[test] ${command.name}: not run (${after} failed)`);
  return { name: command.name, code: 0, ms: 0 };
}

const timings = [];
const started = Date.now();
const cpuAtRun = cpuTimes();
let failure;
for (const phase of PHASES) {
  console.log(`\n[test] ${phase.name} …`);
  const phaseStarted = Date.now();
  const cpuAtStart = cpuTimes();
  const results = [];
  if (values.sequential || phase.commands.length === 1) {
    for (const command of phase.commands) {
      const result = await run(command, true);
      results.push(result);
      if (result.code !== 0) break;
    }
  } else {
    const running = new Map();
    for (const command of phase.commands) {
      const before = command.after && running.get(command.after);
      running.set(command.name, before ? before.then((result) => (result.code === 0 ? run(command, false) : notRun(command, result.name))) : run(command, false));
    }
    results.push(...(await Promise.all(running.values())));
  }
  const cpuAtEnd = cpuTimes();
  timings.push({ name: phase.name, ms: Date.now() - phaseStarted, busy: busyShare(cpuAtStart, cpuAtEnd), cpu: busySeconds(cpuAtStart, cpuAtEnd), parts: results });
  failure = results.find((result) => result.code !== 0);
  if (failure) break;
}

console.log(`\n[test] time per phase (cores busy: the share of the machine's ${availableParallelism()} cores in use during the phase, any process; CPU-s: the busy CPU-seconds that makes)`);
for (const { name, ms, busy, cpu, parts } of timings) {
  const detail = parts.length > 1 ? `  (${parts.map((part) => `${part.name} ${seconds(part.ms)}`).join(', ')})` : '';
  console.log(`  ${name.padEnd(22)} ${seconds(ms).padStart(8)}  cores busy ${busy.padStart(4)} ${cpu.padStart(10)}${detail}`);
}
const cpuAtFinish = cpuTimes();
console.log(`  ${'total'.padEnd(22)} ${seconds(Date.now() - started).padStart(8)}  cores busy ${busyShare(cpuAtRun, cpuAtFinish).padStart(4)} ${busySeconds(cpuAtRun, cpuAtFinish).padStart(10)}`);
if (failure) {
  console.error(`[test] FAILED: ${failure.name}`);
  process.exit(failure.code || 1);
}
console.log('[test] all passed');
