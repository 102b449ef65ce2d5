import { z } from 'zod';
import { GAMES, gameFramePath, gameLink } from '../../games/registry';
import { normaliseCssColour } from './css-colour';
import { responsiblePlaySchema } from './responsible-play-schema';
import { text } from './text-schema';

/**
 * The site content object: every word, image path and link a visitor sees. Built from small
 * per-section schemas; the TypeScript type is inferred from it, so schema and type never drift.
 * Only the build, the tests and the preview server validate with it; the visitor bundle imports
 * the types alone.
 */

/** A site-relative path or an absolute URL. */
const href = z.string().regex(/^(\/|https?:\/\/|mailto:|tel:)/, 'must start with /, http(s)://, mailto: or tel:');

/** An image shipped with the site, with its intrinsic size so the page never shifts. */
export const imageSchema = z.object({
  /** Path of the file, usually under /images/. */
  src: href,
  /** What the image shows, for screen readers; empty only for pure decoration. */
  alt: z.string(),
  /** Intrinsic width in CSS pixels. */
  width: z.number().int().positive(),
  /** Intrinsic height in CSS pixels. */
  height: z.number().int().positive(),
});

/** A labelled link. */
export const linkSchema = z.object({
  /** Visible text of the link. */
  label: text,
  /** Where it goes. */
  link: href,
});

/** A button: its text and where it leads. */
export const buttonSchema = z.object({
  /** Visible text of the button. */
  text: text,
  /** Where it leads. */
  link: href,
});

export const themeSchema = z.object({
  /** Name of the theme, shown nowhere but kept with the build. */
  name: text,
  /** Main accent colour (yellow). */
  primaryColor: text,
  /** Main surface colour (dark blue). */
  secondaryColor: text,
});

export const uiSchema = z.object({
  /** Text of the loading page shown while content loads. */
  loading: text,
  /** Link that lets keyboard users jump past the header. */
  skipToContent: text,
  /** Accessible name of the button that opens the phone menu. */
  menuOpen: text,
  /** Accessible name of the same button once the menu is open. */
  menuClose: text,
  /** Accessible name of the main navigation. */
  mainNavLabel: text,
  /** Heading of the page shown for any routing error; must say 'not found' (in French, 'introuvable'). */
  notFoundTitle: text.regex(/not found|introuvable/i, "must contain 'not found' (French: 'introuvable')"),
  /** Sentence under that heading. */
  notFoundMessage: text,
  /** Link from the not-found page back home. */
  notFoundHomeLink: text,
  /**
   * The header's link to the same page in the other language, written in that language
   * ("Français" on English pages, "English" on French pages).
   */
  languageSwitch: text,
  /** The switch's accessible name, in the other language ("Lire cette page en français"). */
  languageSwitchLabel: text,
  /**
   * The notice offered once to a visitor whose browser prefers the other language, written in
   * that language: a sentence, the link to the same page, and the button that dismisses it.
   */
  languageNotice: z.object({ message: text, action: text, dismiss: text }),
});

export const footerSchema = z.object({
  /** Short line under the logo. */
  tagLine: text,
  /** Heading of the quick-links column. */
  quickLinksTitle: text,
  /** The quick links themselves. */
  quickLinks: z.array(linkSchema).min(1),
  /** Heading of the about column. */
  aboutTitle: text,
  /** Short text of the about column. */
  aboutText: text,
  /** Heading of the contact column. */
  contactTitle: text,
  /** Label before the email address. */
  emailLabel: text,
  /** Label before the phone number. */
  phoneLabel: text,
  /** Label before the postal address. */
  addressLabel: text,
  /** Heading of the navigation column. */
  navigationTitle: text,
  /** Accessible name of the badge row. */
  badgesLabel: text,
  /** Five partner or responsible-play badges. */
  badges: z.array(imageSchema).length(5),
  /** The three fixed notices: age and location, jurisdiction, risks. */
  notices: z.array(text).length(3),
  /**
   * Words of a notice that link to the play-responsibly page. The label is linked where a notice
   * contains it word for word; when none does (an editor reworded the notice), the link follows
   * the notices on its own line, so the way to help never disappears.
   */
  noticeLink: linkSchema,
  /** All-rights-reserved text that ends the copyright line. */
  allRightsReservedText: text,
});

export const heroSchema = z.object({
  /** Main heading of the landing page. */
  title: text,
  /** Sentence under the heading. */
  subtitle: text,
  /** Small print under the button (virtual coins, age). */
  disclaimer: text,
  /** Text of the button that leads to the games. */
  ctaText: text,
  /** Large picture beside the heading. */
  heroImage: imageSchema,
});

export const heroTextSchema = z.object({
  /** Banner heading in three parts; the middle part is highlighted. */
  title: z.object({
    /** Words before the highlight. */
    prefix: z.string(),
    /** Highlighted words. */
    highlight: text,
    /** Words after the highlight. */
    suffix: z.string(),
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
  title: text,
  /** Sentence under the heading. */
  description: text,
  /** Text of the button under the features. */
  ctaText: text,
  /** Six features, each a title and a description. */
  items: z.array(z.object({ title: text, description: text })).length(6),
});

export const aboutSchema = z.object({
  /** Heading of the about block. */
  title: text,
  /** Paragraph of the about block. */
  content: text,
  /** Picture beside it. */
  image: imageSchema,
});

export const additionalInfoSchema = z.object({
  /** Heading of the about-us section. */
  title: text,
  /** Short motto shown in the about-us section. */
  motto: text,
  /** Main paragraphs of the about-us section. */
  mainContent: z.array(text).min(1),
  /** Logo shown in the about-us section. */
  logoPath: href,
  /** The about page's description for search engines and link previews. */
  description: text,
});

export const contactSchema = z.object({
  /** Support email address. */
  email: z.email(),
  /** Support phone number as written. */
  phone: text,
  /** Postal address (Tel Aviv). */
  address: text,
});

export const headerSchema = z.object({
  /** Logo image in the header. */
  logoPath: href,
  /** Accessible text of the logo link. */
  logoAlt: text,
  /** Header navigation. */
  links: z.array(linkSchema).min(1),
});

/** The slug of a game listed in games/registry.ts. */
const registeredSlug = z.string().refine((slug) => GAMES.some((game) => game.slug === slug), 'must be the slug of a game in games/registry.ts');

export const gamingTipsSchema = z.object({
  /** Heading of the tips block on game pages. */
  title: text,
  /** Sentence under it. */
  subtitle: text,
  /** Tips per game, tied to the game by its slug so that renaming a game keeps its tips. */
  categories: z
    .array(
      z.object({
        /** Slug of the game the tips are for (a line of games/registry.ts). */
        slug: registeredSlug,
        /** The tips, in the order shown. */
        tips: z.array(text).min(2),
      }),
    )
    .min(1)
    .refine((categories) => new Set(categories.map((category) => category.slug)).size === categories.length, 'must give each game at most one set of tips'),
});

export const playerStoriesSchema = z.object({
  /** Heading of the player-stories section. */
  title: text,
  /** Sentence under it. */
  subtitle: text,
  /** Label before a story's favourite game. */
  favoriteGameLabel: text,
  /** The stories. */
  stories: z.array(z.object({ player: text, story: text, favoriteGame: text })).min(3),
});

export const funFactsSchema = z.object({
  /** Heading of the figures block. */
  title: text,
  /** Marketing figures, each a value and what it counts. */
  items: z.array(z.object({ value: text, label: text })).min(9),
});

/** The kinds of badge a game card may carry. */
export const BADGES = ['New', 'Popular', 'Featured'] as const;

export const gameSchema = z.object({
  /** Name of the game. */
  title: text,
  /** One or two sentences about the game. */
  description: text,
  /** Thumbnail. */
  image: imageSchema,
  /** Optional badge on the card: its kind (the words shown are the catalogue's `badgeLabels`). */
  badge: z.enum(BADGES).optional(),
  /** Text of the card's button. */
  ctaText: text,
  /** Page of the game on this site: /games/{slug}. */
  link: z.string().regex(/^\/games\/[a-z0-9-]+$/),
  /** The game's own page, shown in the frame: /games/{slug}/index.html. */
  path: z.string().regex(/^\/games\/[a-z0-9-]+\/index\.html$/),
  /** Folder name of the game's files (its slug). */
  s3Path: z.string().regex(/^[a-z0-9-]+$/),
  /** Rating shown on the card. */
  rating: text,
  /** Player count shown on the card. */
  players: text,
  /** Price shown on the card. */
  price: text,
  /** Category shown on the card. */
  category: text,
});

/** The catalogue must list the registry's games in its order, each at /games/{slug} with its frame at /games/{slug}/index.html. */
function checkAgainstRegistry(items: z.infer<typeof gameSchema>[], ctx: z.RefinementCtx) {
  const expected = GAMES.map((game) => game.slug).join(', ');
  const actual = items.map((item) => item.s3Path).join(', ');
  if (actual !== expected) ctx.addIssue({ code: 'custom', message: `must list the games of games/registry.ts in its order (${expected}), not (${actual})` });
  items.forEach((item, index) => {
    if (item.link !== gameLink(item.s3Path)) ctx.addIssue({ code: 'custom', path: [index, 'link'], message: `must be ${gameLink(item.s3Path)}` });
    if (item.path !== gameFramePath(item.s3Path)) ctx.addIssue({ code: 'custom', path: [index, 'path'], message: `must be ${gameFramePath(item.s3Path)}` });
  });
}

export const gamesSchema = z.object({
  /** Heading of the games section and page. */
  title: text,
  /** Sentence under it. */
  description: text,
  /** Labels of a card's facts. */
  labels: z.object({
    rating: text,
    players: text,
    price: text,
    category: text,
  }),
  /** Text of the full-screen button on a game page. */
  fullScreen: text,
  /** Accessible title of the game frame; {game} is replaced by the game's title. */
  frameTitle: text,
  /** Link from a game page back to the catalogue. */
  backToGames: text,
  /** The words each kind of badge shows on a card ("New", "Nouveau"). */
  badgeLabels: z.object({ New: text, Popular: text, Featured: text }),
  /** The games of games/registry.ts, in its order, each at its own link and frame path. */
  items: z.array(gameSchema).superRefine(checkAgainstRegistry),
});

export const testimonialsSchema = z.object({
  /** Heading of the testimonials section. */
  title: text,
  /** Sentence under it. */
  description: text,
  /** The testimonials. */
  items: z.array(z.object({ quote: text, author: text, location: text })).min(3),
});

export const faqSchema = z.object({
  /** Heading of the FAQ section. */
  title: text,
  /** Sentence under it. */
  description: text,
  /** Questions grouped by category. */
  sections: z
    .array(
      z.object({
        category: text,
        items: z.array(z.object({ question: text, answer: text })).min(3),
      }),
    )
    .length(6),
  /** Block that invites further questions. */
  contact: z.object({ title: text, description: text, button: buttonSchema }),
});

export const contactDetailsSchema = z.object({
  name: text,
  email: z.email(),
  phone: text,
  address: text,
});

export const legalSubSectionSchema = z.object({
  /** Heading of the subsection. */
  title: text,
  /** Its paragraphs or list items. */
  content: z.array(text).min(1),
  /** Whether the content is a bullet list. */
  isList: z.boolean(),
});

export const legalSectionSchema = z.object({
  /** Heading of the section. */
  title: text,
  /** One paragraph, or several paragraphs or list items. */
  content: z.union([text, z.array(text).min(1)]),
  /** Whether the content is a bullet list. */
  isList: z.boolean(),
  /** Nested subsections. */
  subSections: z.array(legalSubSectionSchema).optional(),
  /** Contact details block. */
  contactDetails: contactDetailsSchema.optional(),
});

export const legalDocumentSchema = z.object({
  /** Title of the document. */
  title: text,
  /** The document page's description for search engines and link previews. */
  description: text,
  /** Line that says when it was last updated. */
  lastUpdated: text,
  /** Its sections, in order. */
  sections: z.array(legalSectionSchema).min(1),
});

export const moneyPageSchema = z.object({
  /** Heading of the static virtual-coins page. */
  title: text,
  /** Its paragraphs. */
  paragraphs: z.array(text).min(1),
  /** Points that coins cannot do (transfer, buy, sell, redeem). */
  rules: z.array(text).min(4),
  /** Link back home. */
  homeLink: text,
});

export const seoSchema = z.object({
  /** Open Graph locale of this edition of the site, e.g. en_CA (a French edition: fr_CA). */
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'must be a locale such as en_CA'),
  /** Picture link previews show for every page: a 1200×630 PNG or JPEG (social sites do not read SVG). */
  shareImage: imageSchema.extend({ src: z.string().regex(/\.(png|jpe?g)$/i, 'must be a PNG or JPEG file') }),
});

export const siteContentSchema = z.object({
  /** Name of the site, used in titles and the copyright line. */
  site_name: text,
  /** Host name the public site is served from (canonical URLs, sitemap, link previews). */
  site_domain: z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, 'must be a host name such as brightmoose.ca, without https:// or a path'),
  /** Colour theme. */
  theme: themeSchema,
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
  links: z.array(linkSchema).min(1),
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

/**
 * A CSS colour as a browser reads it (hex, a name, rgb(), hsl(), hwb(), lab(), lch(), oklab(),
 * oklch(), any case), stored in one normal form: lower-case #rrggbb, or #rrggbbaa when not opaque
 * (docs/decisions/008). Parsed by css-colour.ts, which never reaches the visitor bundle.
 */
export const cssColorSchema = z.string().transform((value, ctx) => {
  const normal = normaliseCssColour(value);
  if (normal === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a CSS colour with an sRGB value, such as #ffc629, gold, rgb(255 198 41), hsl(45 100% 58%) or oklch(70% 0.1 250)' });
    return z.NEVER;
  }
  return normal;
});

/** The style set: component name -> style path -> colour. */
export const styleSetSchema = z.record(z.string().regex(/^[a-zA-Z][\w-]*$/), z.record(z.string().regex(/^[a-zA-Z][\w.-]*$/), cssColorSchema));
export type StyleSet = z.infer<typeof styleSetSchema>;

/** Turns a zod failure into lines that name the path of each bad field. */
export function describeContentErrors(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
}
