// A pseudo-language, `xx`, added to the games the way a real one is (decision 037): one line in the
// language list (mocked here, so `xx` never ships) and its strings tables, every text of them in
// brackets. Nothing else changes: every game's title, panel and slot names must then come out in
// `xx` alone, and a missing `xx` text must be reported with its path.
import { beforeAll, expect, test, vi } from 'vitest';
import { GAMES } from '../core/game-registry';
import type { Language } from '../core/languages';
import type { Locale } from '../core/locale';
import { baccaratHowToPlay } from './baccarat/how-to-play';
import { fisherHowToPlay } from './fisher-man/how-to-play';
import { ginHowToPlay } from './gin-rummy/how-to-play';
import { highLowHowToPlay } from './high-low/how-to-play';
import { gameText } from './kit/game-text';
import { slotHowToPlay } from './kit/slots/how-to-play';
import { themeText } from './kit/slots/theme';
import type { HowToPlaySection } from './kit/ui/how-to-play';
import { languageTables, missingTexts } from './language-tables';
import { mahjongHowToPlay } from './mahjong-deluxe/how-to-play';
import { COWBOY_THEME } from './slot-cowboy/theme';
import { KONGFU_THEME } from './slot-kongfu/theme';
import { wheelHowToPlay } from './wheel-of-fortune/how-to-play';

vi.mock('../core/languages', async (importOriginal) => {
  const { LANGUAGES } = await importOriginal<{ LANGUAGES: readonly Language[] }>();
  const { withPseudoLanguage } = await import('../core/test-pseudo-language');
  return { LANGUAGES: withPseudoLanguage(LANGUAGES) };
});

const XX = 'xx' as Locale;

/** A table's entry with every text in brackets; a text with figures stays a function of the same arity. */
function bracketed(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? value : `[${value}]`;
  if (typeof value === 'function') {
    const text = (...args: unknown[]) => bracketed((value as (...args: unknown[]) => unknown)(...args));
    return Object.defineProperty(text, 'length', { value: value.length });
  }
  if (Array.isArray(value)) return value.map(bracketed);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, bracketed(item)]));
  return value;
}

// The `xx` strings tables: what a translator adds beside `en` and `fr` in each table.
beforeAll(() => {
  for (const { table } of languageTables()) table[XX] = bracketed(table.en);
});

/** The words of a text outside brackets (a bracketed text may hold another: a name in a sentence): what another language would leak. */
function unbracketed(text: string): string[] {
  let rest = text;
  while (/\[[^[\]]*\]/.test(rest)) rest = rest.replace(/\[[^[\]]*\]/g, ' ');
  return rest.match(/\p{L}{2,}/gu) ?? [];
}
const panelTexts = (sections: HowToPlaySection[]) =>
  sections.flatMap((part) => [part.heading, ...(part.paragraphs ?? []), ...(part.items ?? []), ...(part.table ? [part.table.caption, ...part.table.head, ...part.table.rows.flat()] : [])]);

test('with one line in the language list and its strings tables, no table lacks an xx text', () => {
  expect(languageTables().length).toBeGreaterThan(GAMES.length);
  expect(missingTexts()).toEqual([]);
});

test('every game’s title, description and how-to-play panel, and every slot’s names, come out in xx alone', () => {
  const panels = {
    'high-low': highLowHowToPlay(XX),
    'gin-rummy': ginHowToPlay(XX),
    'fisher-man': fisherHowToPlay(XX),
    'wheel-of-fortune': wheelHowToPlay(XX),
    'slot-kongfu': slotHowToPlay(KONGFU_THEME, XX),
    baccarat: baccaratHowToPlay(XX),
    'mahjong-deluxe': mahjongHowToPlay(XX),
    'slot-cowboy': slotHowToPlay(COWBOY_THEME, XX),
  };
  const leaks = Object.entries(panels).flatMap(([slug, sections]) => panelTexts(sections).flatMap((text) => unbracketed(text).map((word) => `${slug}: ${word} in ${JSON.stringify(text)}`)));
  for (const { slug } of GAMES) leaks.push(...Object.values(gameText(slug, XX)!).flatMap((text) => unbracketed(text).map((word) => `${slug}: ${word}`)));
  for (const theme of [KONGFU_THEME, COWBOY_THEME]) {
    const { tagline, symbols } = themeText(theme, XX);
    leaks.push(...[tagline, ...Object.values(symbols).flatMap((symbol) => [symbol.name, symbol.plural])].flatMap((text) => unbracketed(text).map((word) => `${theme.slug}: ${word}`)));
  }
  expect(leaks).toEqual([]);
});

test('a missing xx text is reported with its path, and a game asked for it fails rather than showing another language', () => {
  const highLow = GAMES.find((game) => game.slug === 'high-low')!;
  const saved = highLow.text[XX];
  delete (highLow.text as Partial<Record<Locale, unknown>>)[XX];
  try {
    expect(missingTexts()).toEqual(['core/languages: games.high-low.xx: missing']);
    expect(() => gameText('high-low', XX)).toThrow('core/languages: games.high-low.xx: missing');
  } finally {
    (highLow.text as Record<Locale, unknown>)[XX] = saved;
  }
  const kongfu = languageTables().find(({ name }) => name === 'slot-kongfu/strings.ts: kongfuStrings')!.table as Record<string, { symbols: Record<string, unknown> }>;
  const dragon = kongfu[XX]!.symbols.dragon;
  delete kongfu[XX]!.symbols.dragon;
  try {
    expect(missingTexts()).toEqual(['slot-kongfu/strings.ts: kongfuStrings.xx.symbols.dragon: missing']);
    expect(() => themeText(KONGFU_THEME, XX)).toThrow('slot-kongfu: text.xx.symbols.dragon: missing');
  } finally {
    kongfu[XX]!.symbols.dragon = dragon;
  }
});
