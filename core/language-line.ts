/**
 * The shape of one language's line of the list (languages.ts): everything the core layer knows of a
 * language, in that language's own module (core/languages/{code}.ts). Plain types, so that the
 * modules, the list and the readers share them without importing one another.
 */

/** A game's name and one sentence in one language. */
export type GameText = { readonly title: string; readonly description: string };

/**
 * The game and money words the site and the games share (decision 035): the payTable (what each
 * symbol or combination pays), the stake (the coins put on one round), deadwood (gin rummy: the
 * value of the cards left outside melds), a freeSpin (a spin a slot plays at no cost, won by scatter
 * symbols), the dailyGrant (the coins a player may claim once a day), a break (a chosen time away
 * during which every game is closed) and a limit (a daily ceiling a player sets on time or stakes,
 * or the site sets on winnings), a coin (the site's one currency: never chips or tokens) and a round
 * (one bet played out, whatever the game).
 */
export const CONCEPTS = ['payTable', 'stake', 'deadwood', 'freeSpin', 'dailyGrant', 'break', 'limit', 'coin', 'round'] as const;

/** A concept of the glossary. */
export type Concept = (typeof CONCEPTS)[number];

/** How a language writes a concept. */
export type GlossaryTerm = { readonly term: string };

/**
 * The other ways a writer of a language might reach for each concept, which the glossary tests fail
 * on. Each language module exports them as `avoid`, apart from its line: only the tests read them,
 * and the line ships in every page's and game's script.
 */
export type AvoidedWords = Readonly<Record<Concept, readonly string[]>>;

/** One language of the site. */
export type Language = {
  /** The language's code: its path prefix (/fr), the frame's `?lang=`, the key of every per-language table. */
  readonly code: string;
  /** The language tag of its pages (`lang`, `hreflang`). */
  readonly tag: string;
  /** The language's name in itself ('Français'), as language switches and menus write it. */
  readonly name: string;
  /**
   * How it writes numbers: the digit group separator (10,000 or 10 000), the decimal sign (1.25 or
   * 1,25) and the percent sign with what comes before it (97.3% or 97,3 %).
   */
  readonly numbers: { readonly group: string; readonly decimal: string; readonly percent: string };
  /** What follows a label before its value: ': ' or, in French, a no-break space first (« Jeu préféré : »). */
  readonly colon: string;
  /** Every game's name and sentence, by slug (the registry's `text` reads them; a missing one throws naming its path). */
  readonly games: Readonly<Record<string, GameText>>;
  /** The one way it writes each concept of the glossary. */
  readonly glossary: Readonly<Record<Concept, GlossaryTerm>>;
};
