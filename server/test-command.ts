import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { format } from 'node:util';
import { vi } from 'vitest';

/** What an operator's command left: its exit status and what it printed on each stream. */
export type CommandResult = { status: number | null; stdout: string; stderr: string };

const root = join(import.meta.dirname, '..');

/**
 * Runs `node scripts/<script>.mjs <args>` as npm run would, from the project folder, with `env`
 * over this process's variables. A command started this way costs about a second of CPU (Node,
 * tsx, then the server's modules compiled again), so each command's tests start its script once,
 * to show the npm entry point reaches the command, and call it in process otherwise.
 */
export function spawnCommand(script: string, args: string[], env: Record<string, string>): CommandResult {
  const result = spawnSync(process.execPath, [`scripts/${script}.mjs`, ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Thrown in place of `process.exit` while a command runs in process. */
class Exited extends Error {
  constructor(readonly code: number) {
    super(`process.exit(${code})`);
  }
}

/**
 * Calls a command's function in this process as its script would run it: `env` over the process's
 * variables for the length of the call, what it prints on the console and on standard output
 * captured, `process.exitCode` and `process.exit` read as the status. A command that throws ends
 * with status 1 and its stack on standard error, as Node would end it.
 */
export async function runInProcess(command: () => Promise<void>, env: Record<string, string>): Promise<CommandResult> {
  let stdout = '';
  let stderr = '';
  const before = process.exitCode;
  process.exitCode = undefined;
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void (stdout += `${format(...parts)}\n`));
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void (stderr += `${format(...parts)}\n`));
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
  const exit = vi.spyOn(process, 'exit').mockImplementation((code?: string | number | null) => {
    throw new Exited(Number(code ?? 0));
  });
  let status: number;
  try {
    await command();
    status = Number(process.exitCode ?? 0);
  } catch (thrown) {
    if (thrown instanceof Exited) status = thrown.code;
    else {
      stderr += `${(thrown as Error).stack}\n`;
      status = 1;
    }
  } finally {
    for (const spy of [log, error, write, exit]) spy.mockRestore();
    vi.unstubAllEnvs();
    process.exitCode = before;
  }
  return { status, stdout, stderr };
}
