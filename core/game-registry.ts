/**
 * The one list of games. The games' build, the site's catalogue (link and frame path), the
 * schema's check of content, prerendering, the size budget and the browser tests all read it;
 * `games/registry.test.ts` fails when any of them disagrees. Plain data: Node scripts, the Vite
 * configs, the site and the tests import it alike.
 */
import { inLocale, type Locale } from './locale';
import { SITE_PATHS } from './site-paths';

/** A game's name and one sentence in one language. */
export type GameText = { readonly title: string; readonly description: string };

/** One line of the registry. */
export type GameEntry = {
  /** The game's name in URLs and on disk: /games/{slug}, games/{slug}/, dist/client/games/{slug}/index.html. */
  readonly slug: string;
  /**
   * The game's title and one sentence, in every language: each edition's catalogue starts from the
   * title (an editor may rename it), the game's page carries both (title and meta description).
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

/** Every game, in catalogue order. */
export const GAMES = [
  {
    slug: 'high-low',
    text: {
      en: { title: 'High Low', description: 'Call whether the next card is higher or lower. Virtual coins only.' },
      fr: { title: 'Haut ou bas', description: 'Devinez si la prochaine carte sera plus haute ou plus basse. Pièces virtuelles seulement.' },
    },
    entry: 'high-low/main.ts',
    built: true,
    stakes: { min: 100, max: 1_000, step: 100 },
  },
  {
    slug: 'gin-rummy',
    text: {
      en: { title: 'Gin Rummy', description: 'Gin Rummy against a computer opponent, to 100 points. Virtual coins only.' },
      fr: { title: 'Gin-rami', description: 'Une partie de gin-rami contre l’ordinateur, jusqu’à 100 points. Pièces virtuelles seulement.' },
    },
    entry: 'gin-rummy/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
  {
    slug: 'fisher-man',
    text: {
      en: { title: 'Fisher Man', description: 'Cast your line and catch fish worth coins. Virtual coins only.' },
      fr: { title: 'Le Pêcheur', description: 'Lancez votre ligne et attrapez des poissons qui valent des pièces. Pièces virtuelles seulement.' },
    },
    entry: 'fisher-man/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
  {
    slug: 'wheel-of-fortune',
    text: {
      en: { title: 'Wheel Of Fortune', description: 'Spin a prize wheel with segments of different sizes. Virtual coins only.' },
      fr: { title: 'Roue de fortune', description: 'Faites tourner une roue à lots aux secteurs de tailles différentes. Pièces virtuelles seulement.' },
    },
    entry: 'wheel-of-fortune/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
  {
    slug: 'slot-kongfu',
    text: {
      en: { title: 'Slot Kongfu', description: 'A temple-themed slot with dragons and lanterns. Virtual coins only.' },
      fr: { title: 'Machine à sous Kongfu', description: 'Une machine à sous au temple, avec dragons et lanternes. Pièces virtuelles seulement.' },
    },
    entry: 'slot-kongfu/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
  {
    slug: 'baccarat',
    text: {
      en: { title: 'Baccarat', description: 'Punto banco baccarat with an eight-deck shoe. Virtual coins only.' },
      fr: { title: 'Baccara', description: 'Le baccara punto banco, avec un sabot de huit jeux. Pièces virtuelles seulement.' },
    },
    entry: 'baccarat/main.ts',
    built: true,
    stakes: { min: 20, max: 1_000, step: 20 },
  },
  {
    slug: 'mahjong-deluxe',
    text: {
      en: { title: 'Mahjong Deluxe', description: 'Clear the turtle layout by matching free tiles. Virtual coins only.' },
      fr: { title: 'Mahjong Deluxe', description: 'Videz la tortue en associant les tuiles libres. Pièces virtuelles seulement.' },
    },
    entry: 'mahjong-deluxe/main.ts',
    built: true,
    stakes: { min: 20, max: 1_000, step: 20 },
  },
  {
    slug: 'slot-cowboy',
    text: {
      en: { title: 'Slot Cowboy', description: 'A Wild West slot with sheriff badges and gold nuggets. Virtual coins only.' },
      fr: { title: 'Machine à sous Cowboy', description: 'Une machine à sous du Far West, avec étoiles de shérif et pépites d’or. Pièces virtuelles seulement.' },
    },
    entry: 'slot-cowboy/main.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  },
] as const satisfies readonly GameEntry[];

/** The stakes a registered game accepts. */
export const stakesOf = (slug: GameSlug): GameEntry['stakes'] => GAMES.find((game) => game.slug === slug)!.stakes;

/** A game's title and sentence in `locale`; a language the entry lacks throws naming it (`core/game-registry.ts: high-low.text.xx: missing`). */
export const gameTextIn = (game: Pick<GameEntry, 'slug' | 'text'>, locale: Locale): GameText => inLocale(game.text, locale, `core/game-registry.ts: ${game.slug}.text`);

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
