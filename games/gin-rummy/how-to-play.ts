import { LOCALE, pick, type Locale } from '../kit/locale';
import type { HowToPlaySection } from '../kit/shell';
import { GAME_BONUS, GAME_TARGET, GIN_BONUS, KNOCK_LIMIT, LINE_BONUS, SHUTOUT_GAME_BONUS, UNDERCUT_BONUS, VOID_STOCK_COUNT } from './scoring';
import { ginStrings } from './strings';

/** The rules as the how-to-play panel states them, built from the same constants the engine uses. */
export function ginHowToPlay(locale: Locale = LOCALE): HowToPlaySection[] {
  const t = pick(ginStrings, locale).howTo;
  return [
    { heading: t.aim, paragraphs: [...t.aimText] },
    { heading: t.turn, items: [t.deal, t.draw, t.select, t.knock(KNOCK_LIMIT), t.void(VOID_STOCK_COUNT)] },
    {
      heading: t.scoring,
      items: [t.layoff, t.knockerLower, t.undercut(UNDERCUT_BONUS), t.gin(GIN_BONUS), t.game(GAME_TARGET, GAME_BONUS, SHUTOUT_GAME_BONUS, LINE_BONUS)],
    },
    { heading: t.coins, paragraphs: [t.coinsText] },
  ];
}

/** One line of the how-to-play scoring table. */
export interface ScoringRule {
  name: string;
  points: string;
}

/** The scoring table for the how-to-play panel, written from the constants above. */
export function scoringRules(locale: Locale = LOCALE): readonly ScoringRule[] {
  const { knock, undercut, gin, void: voidHand, game, line, shutout } = pick(ginStrings, locale).rules;
  return [
    { name: knock.name, points: knock.points(KNOCK_LIMIT) },
    { name: undercut.name, points: undercut.points(UNDERCUT_BONUS) },
    { name: gin.name, points: gin.points(GIN_BONUS) },
    { name: voidHand.name, points: voidHand.points(VOID_STOCK_COUNT) },
    { name: game.name, points: game.points(GAME_TARGET, GAME_BONUS) },
    { name: line.name, points: line.points(LINE_BONUS) },
    { name: shutout.name, points: shutout.points(SHUTOUT_GAME_BONUS) },
  ];
}
