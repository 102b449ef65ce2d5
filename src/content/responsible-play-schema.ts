// The play-responsibly page's part of the content schema; schema.ts puts it in the site content.
import { z } from 'zod';
import { bounded, CONTENT_LIMITS, label, list, paragraph, text } from './text-schema';

/** The digits of a number as written or dialled: 1-866-531-2600 and tel:+18665312600 both give 18665312600. */
const digitsOf = (value: string) => value.replace(/[^0-9]/g, '');

export const phoneSchema = z
  .object({
    /** The number as the page shows it, e.g. 1-866-531-2600 or 9-8-8. */
    display: label,
    /** The link that dials it: tel: and the same digits, E.164 with + or a short number, e.g. tel:+18665312600 or tel:988. */
    tel: z.string().regex(/^tel:\+?[0-9]{3,15}$/, 'must be tel: followed by digits, e.g. tel:+18665312600 or tel:988'),
  })
  .refine((phone) => digitsOf(phone.display) === digitsOf(phone.tel), { path: ['tel'], message: 'must dial the digits the page shows' });

export const textNumberSchema = z
  .object({
    /** The text-message number as the page shows it, e.g. 247247. */
    display: label,
    /** The link that opens a text message to it: sms: and the same digits, e.g. sms:247247. */
    sms: z.string().regex(/^sms:\+?[0-9]{3,15}$/, 'must be sms: followed by digits, e.g. sms:247247'),
  })
  .refine((number) => digitsOf(number.display) === digitsOf(number.sms), { path: ['sms'], message: 'must text the digits the page shows' });

export const helpLineSchema = z.object({
  /** Name of the service, e.g. ConnexOntario. */
  name: label,
  /** Where it serves, e.g. Ontario or Anywhere in Canada. */
  region: label,
  /** One or two sentences on what it offers. */
  description: text,
  /** Its phone number; absent when no number could be confirmed from a public source (docs/decisions/013). */
  phone: phoneSchema.optional(),
  /** A number that takes text messages, if it has one. */
  text: textNumberSchema.optional(),
  /** Its website or online chat, opened in a new tab. */
  website: z
    .object({
      label: label,
      // eslint-disable-next-line no-control-regex -- control characters are what is refused, as in the content's other links
      url: bounded(CONTENT_LIMITS.hrefChars).regex(/^https:\/\/[^\\\s\u0000-\u001f\u007f]*$/, 'must start with https:// and have no backslash, space or control character'),
    })
    .optional(),
});

export const responsiblePlaySchema = z.object({
  /** Heading of the play-responsibly page. */
  title: label,
  /** Paragraph under the heading. */
  intro: paragraph,
  /** Link from the top of the page down to the help lines. */
  jumpToHelp: label,
  /** What virtual coins are and are not; figures come from coin-rules.ts. */
  coins: z.object({ title: label, paragraphs: list(paragraph).min(1) }),
  /** What the player tools do. */
  tools: z.object({
    title: label,
    lead: text,
    /** One tool each: its name and what it does. */
    items: list(z.object({ title: label, description: text })).min(1),
    /** Where the tools keep their data (this browser only). */
    privacy: text,
  }),
  /** The "Your play" panel: a page served with the games, shown in a frame on this page. */
  yourPlay: z.object({
    title: label,
    lead: text,
    /** Accessible title of the frame. */
    frameTitle: label,
    /** What the page says in place of the panel when the browser runs no JavaScript. */
    needsJavaScript: text,
    /** The panel's page under /games/, so the assets prefix moves it with the games. */
    path: bounded(200).regex(/^\/games\/[a-z0-9-]+\/index\.html$/, 'must be a page under /games/, e.g. /games/your-play/index.html'),
  }),
  /** Signs that play has stopped being fun. */
  signs: z.object({ title: label, lead: text, items: list(text).min(3) }),
  /** Where to find help. */
  help: z.object({
    title: label,
    lead: text,
    /** Words shown before a service's number, text number and website, and after a link that opens a new tab. */
    labels: z.object({ call: label, text: text, online: label, newTab: label }),
    /** The services, each with its number as a public source states it (docs/decisions/013). */
    lines: list(helpLineSchema).min(1),
  }),
});

export type HelpLine = z.infer<typeof helpLineSchema>;
