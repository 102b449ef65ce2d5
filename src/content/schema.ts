import { z } from 'zod';
import { GAMES, gameFramePath, gameLink } from '../../core/game-registry';
import { cssColorSchema } from '../../core/css-colour-schema';
import { responsiblePlaySchema } from './responsible-play-schema';
import { bounded, CONTENT_LIMITS, label, lead, list, optionalLabel, paragraph, text } from './text-schema';

/**
 * The site content object: every word, image path and link a visitor sees. Built from small
 * per-section schemas; the TypeScript type is inferred from it, so schema and type never drift.
 * Only the build, the tests and the preview server validate with it; the visitor bundle imports
 * the types alone.
 */

/**
 * A site-relative path or an absolute URL. Never protocol-relative (`//host`) and never with a
 * backslash or a control character: browsers read `/\\host` as `//host`, another site.
 */
const href = z
  .string()
  .max(CONTENT_LIMITS.hrefChars, `must be at most ${CONTENT_LIMITS.hrefChars} characters`)
  .regex(/^(\/|https?:\/\/|mailto:|tel:)/, 'must start with /, http(s)://, mailto: or tel:')
  .refine((value) => !/^\/[/\\]/.test(value), 'must not start with // or /\\ (an address on another site); write https:// in full')
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  .refine((value) => !/[\\\u0000-\u001f\u007f]/.test(value), 'must not contain a backslash or a control character');

/** An image shipped with the site, with its intrinsic size so the page never shifts. */
export const imageSchema = z.object({
  /** Path of the file, usually under /images/. */
  src: href,
  /** What the image shows, for screen readers; empty only for pure decoration. */
  alt: bounded(CONTENT_LIMITS.textChars),
  /** Intrinsic width in CSS pixels. */
  width: z.number().int().positive().max(10_000),
  /** Intrinsic height in CSS pixels. */
  height: z.number().int().positive().max(10_000),
});

/** A labelled link. */
export const linkSchema = z.object({
  /** Visible text of the link. */
  label: label,
  /** Where it goes. */
  link: href,
});

/** A button: its text and where it leads. */
export const buttonSchema = z.object({
  /** Visible text of the button. */
  text: label,
  /** Where it leads. */
  link: href,
});

export const uiSchema = z.object({
  /** Text of the loading page shown while content loads. */
  loading: label,
  /** Link that lets keyboard users jump past the header. */
  skipToContent: label,
  /** Accessible name of the button that opens the phone menu. */
  menuOpen: label,
  /** Accessible name of the same button once the menu is open. */
  menuClose: label,
  /** Accessible name of the main navigation. */
  mainNavLabel: label,
  /** Heading of the page shown for any routing error; must say 'not found' (in French, 'introuvable'). */
  notFoundTitle: text.regex(/not found|introuvable/i, "must contain 'not found' (French: 'introuvable')"),
  /** Sentence under that heading. */
  notFoundMessage: text,
  /** Link from the not-found page back home. */
  notFoundHomeLink: label,
  /**
   * The header's link to the same page in the other language, written in that language
   * ("Français" on English pages, "English" on French pages).
   */
  languageSwitch: label,
  /** The switch's accessible name, in the other language ("Lire cette page en français"). */
  languageSwitchLabel: label,
  /**
   * The notice offered once to a visitor whose browser prefers the other language, written in
   * that language: a sentence, the link to the same page, and the button that dismisses it.
   */
  languageNotice: z.object({ message: text, action: label, dismiss: label }),
  /**
   * The page an installed site answers offline with when it has not kept the page asked for: its
   * heading, a sentence, and the link home (docs/decisions/041).
   */
  offline: z.object({ title: label, message: text, homeLink: label }),
  /** The notice that a new version of the site is ready: a sentence, and the button that loads it when the player chooses. */
  updateNotice: z.object({ message: text, action: label }),
});

export const footerSchema = z.object({
  /** Short line under the logo. */
  tagLine: text,
  /** Heading of the quick-links column. */
  quickLinksTitle: label,
  /** The quick links themselves. */
  quickLinks: list(linkSchema).min(1),
  /** Heading of the about column. */
  aboutTitle: label,
  /** Short text of the about column. */
  aboutText: text,
  /** Heading of the contact column. */
  contactTitle: label,
  /** Label before the email address. */
  emailLabel: label,
  /** Label before the phone number. */
  phoneLabel: label,
  /** Label before the postal address. */
  addressLabel: label,
  /** Heading of the navigation column. */
  navigationTitle: label,
  /** Accessible name of the badge row. */
  badgesLabel: label,
  /** Five partner or responsible-play badges. */
  badges: list(imageSchema).length(5),
  /** The three fixed notices: age and location, jurisdiction, risks. */
  notices: list(text).length(3),
  /**
   * Words of a notice that link to the play-responsibly page. The label is linked where a notice
   * contains it word for word; when none does (an editor reworded the notice), the link follows
   * the notices on its own line, so the way to help never disappears.
   */
  noticeLink: linkSchema,
  /** All-rights-reserved text that ends the copyright line. */
  allRightsReservedText: label,
});

export const heroSchema = z.object({
  /** Main heading of the landing page. */
  title: label,
  /** Sentence under the heading; short, so the picture beside it stays in view. */
  subtitle: lead,
  /** Small print under the button (virtual coins, age). */
  disclaimer: lead,
  /** Text of the button that leads to the games. */
  ctaText: label,
  /** Large picture beside the heading. */
  heroImage: imageSchema,
});

export const heroTextSchema = z.object({
  /** Banner heading in three parts; the middle part is highlighted. */
  title: z.object({
    /** Words before the highlight. */
    prefix: optionalLabel,
    /** Highlighted words. */
    highlight: label,
    /** Words after the highlight. */
    suffix: optionalLabel,
  }),
  /** Background picture of the banner. */
  heroImage: imageSchema,
  /** Sentence under the banner heading. */
  description: text,
  /** The banner's two buttons. */
  controls: z.object({
    /** Filled button. */
    primaryButton: buttonSchema,
    /** Outlined button. */
    secondaryButton: buttonSchema,
  }),
});

export const featuresSchema = z.object({
  /** Heading of the features section. */
  title: label,
  /** Sentence under the heading. */
  description: text,
  /** Text of the button under the features. */
  ctaText: label,
  /** Six features, each a title and a description. */
  items: list(z.object({ title: label, description: text })).length(6),
});

export const aboutSchema = z.object({
  /** Heading of the about block. */
  title: label,
  /** Paragraph of the about block. */
  content: paragraph,
  /** Picture beside it. */
  image: imageSchema,
});

export const additionalInfoSchema = z.object({
  /** Heading of the about-us section. */
  title: label,
  /** Short motto shown in the about-us section. */
  motto: label,
  /** Main paragraphs of the about-us section. */
  mainContent: list(paragraph).min(1),
  /** Logo shown in the about-us section. */
  logoPath: href,
  /** The about page's description for search engines and link previews. */
  description: text,
});

export const contactSchema = z.object({
  /** Support email address. */
  email: z.email().max(254),
  /** Support phone number as written. */
  phone: label,
  /** Postal address (Tel Aviv). */
  address: text,
});

export const headerSchema = z.object({
  /** Logo image in the header. */
  logoPath: href,
  /** Accessible text of the logo link. */
  logoAlt: label,
  /** Header navigation. */
  links: list(linkSchema).min(1),
});

/** The slug of a game listed in core/game-registry.ts. */
const registeredSlug = bounded(100).refine((slug) => GAMES.some((game) => game.slug === slug), 'must be the slug of a game in core/game-registry.ts');

export const gamingTipsSchema = z.object({
  /** Heading of the tips block on game pages. */
  title: label,
  /** Sentence under it. */
  subtitle: text,
  /** Tips per game, tied to the game by its slug so that renaming a game keeps its tips. */
  categories: z
    .array(
      z.object({
        /** Slug of the game the tips are for (a line of core/game-registry.ts). */
        slug: registeredSlug,
        /** The tips, in the order shown. */
        tips: list(text).min(2),
      }),
    )
    .min(1)
    .refine((categories) => new Set(categories.map((category) => category.slug)).size === categories.length, 'must give each game at most one set of tips'),
});

export const playerStoriesSchema = z.object({
  /** Heading of the player-stories section. */
  title: label,
  /** Sentence under it. */
  subtitle: text,
  /** Label before a story's favourite game. */
  favoriteGameLabel: label,
  /** The stories. */
  stories: list(z.object({ player: label, story: paragraph, favoriteGame: label })).min(3),
});

export const funFactsSchema = z.object({
  /** Heading of the figures block. */
  title: label,
  /** Marketing figures, each a value and what it counts. */
  items: list(z.object({ value: label, label: label })).min(9),
});

/** The kinds of badge a game card may carry. */
export const BADGES = ['New', 'Popular', 'Featured'] as const;

export const gameSchema = z.object({
  /** Name of the game. */
  title: label,
  /** One or two sentences about the game. */
  description: text,
  /** Thumbnail. */
  image: imageSchema,
  /** Optional badge on the card: its kind (the words shown are the catalogue's `badgeLabels`). */
  badge: z.enum(BADGES).optional(),
  /** Text of the card's button. */
  ctaText: label,
  /** Page of the game on this site: /games/{slug}. */
  link: bounded(200).regex(/^\/games\/[a-z0-9-]+$/),
  /** The game's own page, shown in the frame: /games/{slug}/index.html. */
  path: bounded(200).regex(/^\/games\/[a-z0-9-]+\/index\.html$/),
  /** Folder name of the game's files (its slug). */
  s3Path: bounded(100).regex(/^[a-z0-9-]+$/),
  /** Rating shown on the card. */
  rating: label,
  /** Player count shown on the card. */
  players: label,
  /** Price shown on the card. */
  price: label,
  /** Category shown on the card. */
  category: label,
});

/** The catalogue must list the registry's games in its order, each at /games/{slug} with its frame at /games/{slug}/index.html. */
function checkAgainstRegistry(items: z.infer<typeof gameSchema>[], ctx: z.RefinementCtx) {
  const expected = GAMES.map((game) => game.slug).join(', ');
  const actual = items.map((item) => item.s3Path).join(', ');
  if (actual !== expected) ctx.addIssue({ code: 'custom', message: `must list the games of core/game-registry.ts in its order (${expected}), not (${actual})` });
  items.forEach((item, index) => {
    if (item.link !== gameLink(item.s3Path)) ctx.addIssue({ code: 'custom', path: [index, 'link'], message: `must be ${gameLink(item.s3Path)}` });
    if (item.path !== gameFramePath(item.s3Path)) ctx.addIssue({ code: 'custom', path: [index, 'path'], message: `must be ${gameFramePath(item.s3Path)}` });
  });
}

export const gamesSchema = z.object({
  /** Heading of the games section and page. */
  title: label,
  /** Sentence under it. */
  description: text,
  /** Labels of a card's facts. */
  labels: z.object({
    rating: label,
    players: label,
    price: label,
    category: label,
  }),
  /** Text of the full-screen button on a game page. */
  fullScreen: label,
  /** What a game page says in place of the game when the browser runs no JavaScript. */
  needsJavaScript: text,
  /** Accessible title of the game frame; {game} is replaced by the game's title. */
  frameTitle: label,
  /** Link from a game page back to the catalogue. */
  backToGames: label,
  /** The words each kind of badge shows on a card ("New", "Nouveau"). */
  badgeLabels: z.object({ New: label, Popular: label, Featured: label }),
  /** The games of core/game-registry.ts, in its order, each at its own link and frame path. */
  items: list(gameSchema).superRefine(checkAgainstRegistry),
});

export const testimonialsSchema = z.object({
  /** Heading of the testimonials section. */
  title: label,
  /** Sentence under it. */
  description: text,
  /** The testimonials. */
  items: list(z.object({ quote: text, author: label, location: label })).min(3),
});

export const faqSchema = z.object({
  /** Heading of the FAQ section. */
  title: label,
  /** Sentence under it. */
  description: text,
  /** Questions grouped by category. */
  sections: z
    .array(
      z.object({
        category: label,
        items: list(z.object({ question: text, answer: paragraph })).min(3),
      }),
    )
    .length(6),
  /** Block that invites further questions. */
  contact: z.object({ title: label, description: text, button: buttonSchema }),
});

export const contactDetailsSchema = z.object({
  name: label,
  email: z.email().max(254),
  phone: label,
  address: text,
});

export const legalSubSectionSchema = z.object({
  /** Heading of the subsection. */
  title: label,
  /** Its paragraphs or list items. */
  content: list(paragraph).min(1),
  /** Whether the content is a bullet list. */
  isList: z.boolean(),
});

export const legalSectionSchema = z.object({
  /** Heading of the section. */
  title: label,
  /** One paragraph, or several paragraphs or list items. */
  content: z.union([paragraph, list(paragraph).min(1)]),
  /** Whether the content is a bullet list. */
  isList: z.boolean(),
  /** Nested subsections. */
  subSections: list(legalSubSectionSchema).optional(),
  /** Contact details block. */
  contactDetails: contactDetailsSchema.optional(),
});

export const legalDocumentSchema = z.object({
  /** Title of the document. */
  title: label,
  /** The document page's description for search engines and link previews. */
  description: text,
  /** Line that says when it was last updated. */
  lastUpdated: label,
  /** Its sections, in order. */
  sections: list(legalSectionSchema).min(1),
});

export const moneyPageSchema = z.object({
  /** Heading of the static virtual-coins page. */
  title: label,
  /** Its paragraphs. */
  paragraphs: list(paragraph).min(1),
  /** Points that coins cannot do (transfer, buy, sell, redeem). */
  rules: list(text).min(4),
  /** Link back home. */
  homeLink: label,
});

export const seoSchema = z.object({
  /** Open Graph locale of this edition of the site, e.g. en_CA (a French edition: fr_CA). */
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'must be a locale such as en_CA'),
  /** Picture link previews show for every page: a 1200×630 PNG or JPEG (social sites do not read SVG). */
  shareImage: imageSchema.extend({ src: href.regex(/\.(png|jpe?g)$/i, 'must be a PNG or JPEG file') }),
});

export const siteContentSchema = z.object({
  /** Name of the site, used in titles and the copyright line. */
  site_name: label,
  /** Host name the public site is served from (canonical URLs, sitemap, link previews). */
  site_domain: bounded(253).regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, 'must be a host name such as brightmoose.ca, without https:// or a path'),
  /** One-line description for search engines: the landing page's meta description. */
  site_description: text,
  /** What search engines and link previews read beyond each page's title and description. */
  seo: seoSchema,
  /** Main logo. */
  logo: z.object({ path: href }),
  /** Small texts of the app shell. */
  ui: uiSchema,
  header: headerSchema,
  /** Navigation links, shown in the footer's navigation column. */
  links: list(linkSchema).min(1),
  footer: footerSchema,
  hero: heroSchema,
  heroText: heroTextSchema,
  features: featuresSchema,
  about: aboutSchema,
  additionalInfo: additionalInfoSchema,
  contact: contactSchema,
  gamingTips: gamingTipsSchema,
  playerStories: playerStoriesSchema,
  funFacts: funFactsSchema,
  games: gamesSchema,
  testimonials: testimonialsSchema,
  faq: faqSchema,
  privacy: legalDocumentSchema,
  terms: legalDocumentSchema,
  money: moneyPageSchema,
  responsiblePlay: responsiblePlaySchema,
});

/** The whole site content object. */
export type SiteContent = z.infer<typeof siteContentSchema>;
export type Game = z.infer<typeof gameSchema>;
export type Image = z.infer<typeof imageSchema>;
export type Link = z.infer<typeof linkSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** Most components a style set names, and most colours per component (the default set has far fewer). */
const STYLE_LIMIT = 100;

/** The style set: component name -> style path -> colour. */
export const styleSetSchema = z
  .record(
    bounded(64).regex(/^[a-zA-Z][\w-]*$/),
    z.record(bounded(64).regex(/^[a-zA-Z][\w.-]*$/), cssColorSchema).refine((paths) => Object.keys(paths).length <= STYLE_LIMIT, `must have at most ${STYLE_LIMIT} colours`),
  )
  .refine((components) => Object.keys(components).length <= STYLE_LIMIT, `must have at most ${STYLE_LIMIT} components`);
export type StyleSet = z.infer<typeof styleSetSchema>;

/** Turns a zod failure into lines that name the path of each bad field. */
export function describeContentErrors(error: Pick<z.ZodError, 'issues'>): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
}
