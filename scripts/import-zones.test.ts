import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { expect, test } from 'vitest';

// The import zones of docs/decisions/033-core-layer.md, as `npm run lint` checks them: a file of
// each zone that imports what its zone may not is reported by the project's own ESLint config.

const root = resolve(import.meta.dirname, '..');
// The project's own config (eslint.config.js), run for its import rules alone and without the
// type information the other rules need, which would cost a minute to build on a busy machine.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/') || ruleId === 'no-restricted-imports' || ruleId === '@typescript-eslint/no-restricted-imports',
});

/**
 * The zone rule's reports for the file at `path` as if it held `code` (the file on disk is left
 * as it is: each zone lends one of its own files).
 */
async function zoneReports(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const fatal = result!.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(fatal.map((message) => message.message).join('\n'));
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

const forbidden: [string, string][] = [
  ['core/coin-rules.ts', "import { defaultContent } from '../src/content/default-content';"],
  ['core/coin-rules.ts', "import type { Wallet } from '../games/kit/wallet/wallet';"],
  ['games/kit/wallet/wallet.ts', "import { defaultContent } from '../../../src/content/default-content';"],
  ['games/kit/wallet/wallet.ts', "import { PLAY_RESPONSIBLY_PATH } from '../../../src/app/page-title';"],
  ['games/kit/wallet/wallet.ts', "import { envSchema } from '../../../server/env';"],
  ['src/app/page-title.ts', "import { walletStrings } from '../../games/kit/strings';"],
  ['src/app/page-title.ts', "import { envSchema } from '../../server/env';"],
  ['server/env.ts', "import { saveContent } from '../src/preview/save-calls';"],
  ['server/env.ts', "import { walletStrings } from '../games/kit/strings';"],
  ['scripts/find-browser.ts', "import { defaultContent } from '../src/content/default-content';"],
];

test.each(forbidden)(
  'lint reports %s importing across its zone: %s',
  async (path, code) => {
    expect(await zoneReports(path, code)).toEqual([expect.stringMatching(/imported in restricted zone/)]);
  },
  60_000,
);

const allowed: [string, string][] = [
  ['games/kit/wallet/wallet.ts', "import { COIN_RULES } from '../../../core/coin-rules';"],
  ['src/app/page-title.ts', "import { GAMES } from '../../core/game-registry';"],
  ['server/env.ts', "import { render } from '../src/entry-server';"],
  ['server/env.ts', "import { defaultContent } from '../src/content/default-content';"],
  ['scripts/find-browser.ts', "import { envSchema } from '../server/env';"],
];

test.each(allowed)(
  'lint lets %s import inside its zones: %s',
  async (path, code) => {
    expect(await zoneReports(path, code)).toEqual([]);
  },
  60_000,
);

test.each([
  ['core/coin-rules.ts', "import { readFileSync } from 'node:fs';"],
  ['core/coin-rules.ts', "import { useState } from 'react';"],
  ['games/kit/wallet/wallet.ts', "import { z } from 'zod';"],
  ['games/kit/wallet/wallet.ts', "import { createElement } from 'react';"],
  // A visitor's page: no React, and not the language list (eslint.config.js).
  ['src/islands/phone-menu.ts', "import { useState } from 'react';"],
  ['src/islands/language-notice.ts', "import { LOCALES } from '../../core/locale';"],
  ['src/islands/unknown-game.ts', "import { GAMES } from '../../core/game-registry';"],
])(
  'lint reports %s importing a package or module its zone may not use: %s',
  async (path, code) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, path) });
    expect(result!.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toHaveLength(1);
  },
  60_000,
);

// The editor's bundle takes the content schema's limits as a table, not the schema or Zod; their
// types stay allowed (eslint.config.js).
const editorImports: [string, string, number][] = [
  ['src/preview/editable-text.tsx', "import { textLimits } from '../content/text-field-check';", 1],
  ['src/preview/editor-session.ts', "import { siteContentSchema } from '../content/schema';", 1],
  ['src/sections/hero.tsx', "import { z } from 'zod';", 1],
  ['src/app/routes.tsx', "import { cssColorSchema } from '../../core/css-colour-schema';", 1],
  ['src/preview/editor-session.ts', "import type { SiteContent } from '../content/schema';", 0],
  ['src/preview/save-calls.ts', "import type { ContentEdit } from '../../core/preview-requests';", 0],
  ['src/preview/editable-text.tsx', "import { textLimitIn } from '../content/text-limits';", 0],
];

test.each(editorImports)(
  "lint reports %s importing the schema or Zod into the editor's bundle (type imports aside): %s",
  async (path, code, reports) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, path) });
    expect(result!.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')).toHaveLength(reports);
  },
  60_000,
);

/** Every TypeScript and JavaScript file of ours under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names, or null for a package or a file that is not there. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '.mjs'].map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

test('no module imports itself round a circle, type-only imports included', () => {
  const files = ['core', 'src', 'games', 'server', 'scripts', 'e2e'].flatMap((dir) => sourceFiles(join(root, dir)));
  const graph = new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      return [file, importedFiles.map((entry) => resolveImport(file, entry.fileName)).filter((path): path is string => path !== null)];
    }),
  );
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].map((f) => relative(root, f)).join(' -> '));
      else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file, [file]);
  expect(cycles).toEqual([]);
});
