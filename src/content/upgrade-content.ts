import { GAMES, gameTextIn } from '../../core/game-registry';
import { LOCALES } from '../../core/locale';
import { defaultContent } from './default-content';
import { defaultNoticeLink, defaultResponsiblePlay, PLAY_RESPONSIBLY_PATH, playResponsiblyQuickLink } from './default-responsible-play';
import { defaultTranslations, TRANSLATED_LOCALES, type Translations } from './editions';
import { siteContentSchema, type SiteContent, type StyleSet } from './schema';
import { rememberValid } from './text-field-check';

/**
 * The one place where stored content and styles (an editor's generation, an imported file) become
 * today's shape: migrated, given defaults for fields added since, then parsed by the content schema. What
 * still fails the schema is returned as migrated, for the edit or publish that meets it to report
 * by path; nothing is thrown away.
 */
export function readStoredData(content: unknown, styles: unknown, translations?: unknown): { content: SiteContent; translations: Translations; styles: StyleSet } {
  return {
    content: readEdition(content, defaultContent),
    translations: readTranslations(translations),
    // Kept as saved (the style schema would rewrite colours to their normal form); a style set
    // that is not an object reads as empty, as a missing one does.
    styles: (isObject(styles) ? styles : {}) as StyleSet,
  };
}

/**
 * Every other language's edition as stored, upgraded the same way against that language's
 * defaults; a generation stored before there was a second language gets the default edition.
 */
export function readTranslations(stored: unknown): Translations {
  const editions = isObject(stored) ? stored : {};
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, locale in editions ? readEdition(editions[locale], defaultTranslations[locale]) : structuredClone(defaultTranslations[locale])]),
  ) as Translations;
}

function readEdition(stored: unknown, defaults: SiteContent): SiteContent {
  const upgraded = upgradeContent(stored, defaults);
  const parsed = siteContentSchema.safeParse(upgraded);
  return parsed.success ? rememberValid(parsed.data) : (upgraded as SiteContent);
}

/**
 * Brings content stored by an earlier release up to today's shape: fields renamed or moved since
 * are moved (each step leaves content that is already current unchanged), then every field the
 * default content has and the stored content lacks gets its default. A new release must never
 * strand an editor's work.
 */
export function upgradeContent(stored: unknown, defaults: SiteContent = defaultContent): unknown {
  return withDefaults(withResponsiblePlay(tipsBySlug(stored)), defaults);
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Until the registry of games, tips named their game by its display title (`game`); they now
 * name it by slug. A title is matched against the stored catalogue (an editor may have renamed
 * a game) and then the registry's default titles (in any language); a title that matches neither is left for the
 * schema to report.
 */
function tipsBySlug(stored: unknown): unknown {
  if (!isObject(stored) || !isObject(stored.gamingTips) || !Array.isArray(stored.gamingTips.categories)) return stored;
  const catalogue = isObject(stored.games) && Array.isArray(stored.games.items) ? stored.games.items.filter(isObject) : [];
  // The first game of each title, read once: an imported file's lists are not yet bounded by the
  // schema, and matching each tip against the whole catalogue took 24 s for a 950 KB file.
  const byTitle = new Map<unknown, Loose>();
  for (const item of catalogue) {
    const title = item.title;
    if (!byTitle.has(title)) byTitle.set(title, item);
  }
  const slugOf = (title: unknown): string | undefined => {
    const listed = byTitle.get(title);
    if (listed && typeof listed.link === 'string') return listed.link.replace(/^\/games\//, '');
    return GAMES.find((game) => LOCALES.some((locale) => gameTextIn(game, locale).title === title))?.slug;
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

/**
 * Fills what a newer release added: a key of the defaults missing from a stored object gets the
 * default's value (a copy), recursively. Lists are kept as stored (an item cannot be matched to a
 * default item safely; a field added to list items needs its own step above), and stored values,
 * even of another type, are kept for the schema to judge.
 */
export function withDefaults(stored: unknown, defaults: unknown): unknown {
  if (!isObject(stored) || !isObject(defaults)) return stored;
  const filled: Loose = { ...stored };
  for (const [key, value] of Object.entries(defaults)) {
    filled[key] = Object.hasOwn(stored, key) ? withDefaults(stored[key], value) : structuredClone(value);
  }
  return filled;
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
