import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** What the check reads of language-tables.ts (imported through Vite, which resolves its glob). */
type LanguageTablesModule = { missingTexts: () => string[] };

/** Every missing text of the games' per-language tables, one line per path (language-tables.ts). */
export type MissingTexts = () => Promise<string[]>;

/** The games' tables as they are on disk, read through Vite (the tables are found by its glob). */
const tablesOnDisk: MissingTexts = async () => {
  const { module } = await runnerImport<LanguageTablesModule>(resolve(import.meta.dirname, 'language-tables.ts'));
  return module.missingTexts();
};

/**
 * The games' build refuses to start while any language of the list lacks a text of a strings table
 * or a game's name (decision 037): the error names every missing path
 * (`high-low/strings.ts: highLowStrings.xx.title: missing`), and no game is built that would throw
 * on it in a player's browser.
 */
export function languageCheckPlugin(missing: MissingTexts = tablesOnDisk): Plugin {
  return {
    name: 'language-check',
    apply: 'build',
    async buildStart() {
      const gaps = await missing();
      if (gaps.length > 0) this.error(`the games' strings lack texts in a language of the list:\n${gaps.join('\n')}`);
    },
  };
}
