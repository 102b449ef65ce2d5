// `tsc --noEmit -p .` and `eslint .` as npm test runs them: on one TypeScript program, checked once
// (scripts/typecheck-and-lint.ts). Prints tsc's report, then ESLint's; exits 1 when either has one.
// Usage: node scripts/check-code.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { typecheckAndLint } = await import(join(root, 'scripts/typecheck-and-lint.ts'));

const started = Date.now();
const result = await typecheckAndLint({ cwd: root, tsconfig: join(root, 'tsconfig.json'), patterns: ['.'], pretty: process.stdout.isTTY });
process.stdout.write(result.output);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`tsc: ${result.typeErrors} errors; ESLint: ${result.lintProblems} problems (one program, ${seconds} s)`);
if (result.typeErrors > 0 || result.lintProblems > 0) process.exitCode = 1;
