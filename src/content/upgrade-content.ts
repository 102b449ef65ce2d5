import { GAMES } from '../../games/registry';
import { defaultNoticeLink, defaultResponsiblePlay, PLAY_RESPONSIBLY_PATH, playResponsiblyQuickLink } from './default-responsible-play';

/**
 * Brings content stored by an earlier release (an editor's generation) up to today's shape, in
 * one place, when it is read: a new release must never strand an editor's work. Each step
 * leaves content that is already current unchanged.
 */
export function upgradeContent(stored: unknown): unknown {
  return withResponsiblePlay(tipsBySlug(stored));
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Until the registry of games, tips named their game by its display title (`game`); they now
 * name it by slug. A title is matched against the stored catalogue (an editor may have renamed
 * a game) and then the registry's default titles; a title that matches neither is left for the
 * schema to report.
 */
function tipsBySlug(stored: unknown): unknown {
  if (!isObject(stored) || !isObject(stored.gamingTips) || !Array.isArray(stored.gamingTips.categories)) return stored;
  const catalogue = isObject(stored.games) && Array.isArray(stored.games.items) ? stored.games.items.filter(isObject) : [];
  const slugOf = (title: unknown): string | undefined => {
    const listed = catalogue.find((item) => item.title === title);
    if (listed && typeof listed.link === 'string') return listed.link.replace(/^\/games\//, '');
    return GAMES.find((game) => game.title === title)?.slug;
  };
  const categories = stored.gamingTips.categories.map((category: unknown) => {
    if (!isObject(category) || 'slug' in category || !('game' in category)) return category;
    const { game, ...rest } = category;
    const slug = slugOf(game);
    return slug ? { slug, ...rest } : category;
  });
  return { ...stored, gamingTips: { ...stored.gamingTips, categories } };
}

/**
 * Generations stored before the play-responsibly page lack its content, the footer's link from
 * the risks notice and the quick link to the page. Each gets today's default; a footer that is
 * missing or malformed is left for the schema to report.
 */
function withResponsiblePlay(stored: unknown): unknown {
  if (!isObject(stored) || 'responsiblePlay' in stored) return stored;
  const footer = isObject(stored.footer) ? { footer: linkedFooter(stored.footer) } : {};
  return { ...stored, ...footer, responsiblePlay: structuredClone(defaultResponsiblePlay) };
}

function linkedFooter(footer: Loose): Loose {
  const quickLinks: unknown[] | null = Array.isArray(footer.quickLinks) ? footer.quickLinks : null;
  const addQuickLink = quickLinks !== null && !quickLinks.some((item) => isObject(item) && item.link === PLAY_RESPONSIBLY_PATH);
  return {
    ...footer,
    ...(addQuickLink ? { quickLinks: [...quickLinks, { ...playResponsiblyQuickLink }] } : {}),
    ...('noticeLink' in footer ? {} : { noticeLink: { ...defaultNoticeLink } }),
  };
}
