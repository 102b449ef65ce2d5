// `tsc --noEmit -p .` and `eslint .` on one TypeScript program. Run apart, each builds and checks
// the whole program: ESLint's type-aware rules (typescript-eslint's project service) make their own,
// so the type checking was done twice. Here tsc's program, already checked, is handed to ESLint
// (typescript-eslint's `parserOptions.programs`), whose rules then read types the checker already
// worked out. Same config files (tsconfig.json, eslint.config.js), same reports; about 35 fewer
// CPU-seconds of `npm test` (docs/decisions/036, sixteenth pass). `npm run typecheck` and
// `npm run lint` stay the tools' own commands.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

export type CheckOptions = {
  /** The folder ESLint lints from and reports paths against. */
  cwd: string;
  /** The tsconfig.json whose program both checks read. */
  tsconfig: string;
  /** What ESLint lints, as on its command line. */
  patterns: string[];
  /** ESLint's config file; absent: the one ESLint finds from `cwd`. */
  eslintConfig?: string;
  /** tsc's coloured output with the source line, as tsc prints to a terminal. */
  pretty?: boolean;
};

export type CheckResult = {
  typeErrors: number;
  lintProblems: number;
  /** tsc's report, then ESLint's (its "stylish" format); empty when both pass. */
  output: string;
};

/** Type-checks the tsconfig's program, then lints `patterns` with the same program's types. */
export async function typecheckAndLint({ cwd, tsconfig, patterns, eslintConfig, pretty = false }: CheckOptions): Promise<CheckResult> {
  const program = createProgram(tsconfig);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => cwd, getNewLine: () => '\n' };
  let output = diagnostics.length === 0 ? '' : pretty ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host) : ts.formatDiagnostics(diagnostics, host);

  const eslint = new ESLint({
    cwd,
    ...(eslintConfig ? { overrideConfigFile: eslintConfig } : {}),
    overrideConfig: [
      // The config's project service would build a second program; this one is checked already.
      { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parserOptions: { programs: [program], projectService: false } } },
      // Plain JavaScript is outside the program, and the config lints it without types.
      { files: ['**/*.{js,mjs,cjs}'], languageOptions: { parserOptions: { programs: null } } },
    ],
  });
  const results = await eslint.lintFiles(patterns);
  const lintProblems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  if (lintProblems > 0) {
    const formatter = await eslint.loadFormatter('stylish');
    output += await formatter.format(results);
  }
  return { typeErrors: diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length, lintProblems, output };
}

/** The program `tsc -p <tsconfig>` checks; a tsconfig that cannot be read throws with tsc's message. */
function createProgram(tsconfig: string): ts.Program {
  const path = resolve(tsconfig);
  const read = ts.readConfigFile(path, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, resolve(path, '..'), undefined, path);
  if (parsed.errors.length > 0) throw new Error(parsed.errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n')).join('\n'));
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
}
