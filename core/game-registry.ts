/**
 * The one list of games. The games' build, the site's catalogue (link and frame path), the
 * schema's check of content, prerendering, the size budget and the browser tests all read it;
 * `games/registry.test.ts` fails when any of them disagrees. Plain data: Node scripts, the Vite
 * configs, the site and the tests import it alike.
 */
import type { GameText } from './language-line';
import { LANGUAGES } from './languages';
import { inLocale, type Locale } from './locale';
import { SITE_PATHS } from './site-paths';

export type { GameText };

/** One line of the registry. */
export type GameEntry = {
  /** The game's name in URLs and on disk: /games/{slug}, games/{slug}/, dist/client/games/{slug}/index.html. */
  readonly slug: string;
  /**
   * The game's title and one sentence, in every language, from each language's module
   * (core/languages/{code}.ts, `games`): each edition's catalogue starts from the title (an editor
   * may rename it), the game's page carries both (title and meta description).
   */
  readonly text: Readonly<Record<Locale, GameText>>;
  /** The game's main module, relative to games/ and inside its own folder. */
  readonly entry: string;
  /** Whether the build makes the game's page; the frame path of a game not built answers 404. */
  readonly built: boolean;
  /**
   * The stakes the game accepts, in coins: from `min` to `max` in whole steps of `step` (a slot's
   * total stake across its lines). The game's bet control and the site's terms, FAQ and coins
   * pages all read this one range.
   */
  readonly stakes: { readonly min: number; readonly max: number; readonly step: number };
};

/** Every game, in catalogue order, but for its texts. */
const ENTRIES = [
  {
    slug: 'high-low',
    entry: 'high-low/main.ts',
    built: true,
    stakes: { min: 100, max: 1_000, step: 100 },
  },
  {
    slug: 'gin-rummy',
    entry: 'gin-rummy/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
  {
    slug: 'fisher-man',
    entry: 'fisher-man/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
  {
    slug: 'wheel-of-fortune',
    entry: 'wheel-of-fortune/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
  {
    slug: 'slot-kongfu',
    entry: 'slot-kongfu/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
  {
    slug: 'baccarat',
    entry: 'baccarat/main.ts',
    built: true,
    stakes: { min: 20, max: 1_000, step: 20 },
  },
  {
    slug: 'mahjong-deluxe',
    entry: 'mahjong-deluxe/main.ts',
    built: true,
    stakes: { min: 20, max: 1_000, step: 20 },
  },
  {
    slug: 'slot-cowboy',
    entry: 'slot-cowboy/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
] as const satisfies readonly Omit<GameEntry, 'text'>[];

/**
 * Every game, in catalogue order, with its texts in every language of the list. A language whose
 * module lacks a game's texts leaves that entry without them, and reading it throws naming the game
 * and the language (`gameTextIn`); `games/language-tables.ts` lists every such gap for the build.
 */
export const GAMES = ENTRIES.map((entry) => ({
  ...entry,
  text: Object.fromEntries(LANGUAGES.flatMap((language) => (Object.hasOwn(language.games, entry.slug) ? [[language.code, (language.games as Record<string, GameText>)[entry.slug]]] : []))) as Record<
    Locale,
    GameText
  >,
})) satisfies readonly GameEntry[];

/** The stakes a registered game accepts. */
export const stakesOf = (slug: GameSlug): GameEntry['stakes'] => GAMES.find((game) => game.slug === slug)!.stakes;

/** A game's title and sentence in `locale`; a language the entry lacks throws naming it (`core/languages: games.high-low.xx: missing`). */
export const gameTextIn = (game: Pick<GameEntry, 'slug' | 'text'>, locale: Locale): GameText => inLocale(game.text, locale, `core/languages: games.${game.slug}`);

/** The slug of a registered game. */
export type GameSlug = (typeof GAMES)[number]['slug'];

/** A game whose page the build makes. */
export type BuiltGame = Extract<(typeof GAMES)[number], { built: true }>;

/** The games the build makes, in catalogue order. */
export const BUILT_GAMES: readonly BuiltGame[] = GAMES.filter((game): game is BuiltGame => game.built);

/** The site page of a game: /games/{slug}. */
export const gameLink = (slug: string) => `${SITE_PATHS.games}/${slug}`;

/** The game's own page, shown in the site's frame: /games/{slug}/index.html. */
export const gameFramePath = (slug: string) => `/games/${slug}/index.html`;

/** The "Your play" page (limits, breaks, activity): served with the games, framed by the site's "Play responsibly" page. */
export const YOUR_PLAY_FOLDER = 'your-play';
export const YOUR_PLAY_FRAME_PATH = `/games/${YOUR_PLAY_FOLDER}/index.html`;
