// The games' build refuses a language that lacks a text (decision 037): the check is a plugin of the
// games' Vite config, so `npm run build` stops there, naming every missing path.
import { expect, test } from 'vitest';
import config from './vite.config';
import { languageCheckPlugin, type MissingTexts } from './language-check';
import { languageTables, missingTexts } from './language-tables';

/** Runs the plugin's start of build as Vite would, with Vite's `this.error` throwing. */
async function startBuild(missing?: MissingTexts): Promise<void> {
  const plugin = languageCheckPlugin(missing);
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  await (plugin.buildStart as (this: typeof context) => Promise<void>).call(context);
}

test('the games’ build runs the language check', () => {
  expect((config.plugins ?? []).flat().map((plugin) => (plugin && 'name' in plugin ? plugin.name : null))).toContain('language-check');
});

test('a strings table that lacks a text in a language of the list stops the build, naming its path', async () => {
  const doctored = languageTables().map(({ name, table }) => {
    if (name !== 'high-low/strings.ts: highLowStrings') return { name, table };
    const fr = { ...(table.fr as Record<string, unknown>) };
    delete fr.tagline;
    return { name, table: { ...table, fr } };
  });
  await expect(startBuild(() => Promise.resolve(missingTexts(doctored)))).rejects.toThrow('high-low/strings.ts: highLowStrings.fr.tagline: missing');
});

test('the tables on disk, read the way the build reads them, lack nothing', async () => {
  await expect(startBuild()).resolves.toBeUndefined();
}, 60_000);
