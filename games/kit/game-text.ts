import { GAMES, gameTextIn } from '../../core/game-registry';
import { LOCALE, type Locale } from './locale';

/** A registered game's title and description in one language (the registry keeps every language's); null for a slug it does not know. */
export function gameText(slug: string, locale: Locale = LOCALE): { title: string; description: string } | null {
  const game = GAMES.find((entry) => entry.slug === slug);
  return game ? gameTextIn(game, locale) : null;
}
