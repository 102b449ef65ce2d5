import { z } from 'zod';

/**
 * The bounds of the content object (docs/decisions/027): every text and list has one, sized for
 * its place, so that no field, list or generation can grow without end. The edit route's 5,000
 * characters (MAX_TEXT_LENGTH) is the ceiling of any text.
 */
export const CONTENT_LIMITS = {
  /** A name, heading, label, button or figure: one short line. */
  labelChars: 200,
  /** A sentence or two: descriptions, subtitles, quotes, tips, alternative text. */
  textChars: 1_000,
  /** A sentence that shares its place with a picture (the hero's subtitle and small print): longer would push the picture out of view. */
  leadChars: 400,
  /** A paragraph: legal text, answers, stories, the about text. */
  paragraphChars: 5_000,
  /** A link or an image path. */
  hrefChars: 2_000,
  /** Any list of the content (links, sections, items, paragraphs …). */
  listItems: 60,
  /** A whole generation (its editions and styles) as compact JSON, in bytes. */
  generationBytes: 256 * 1024,
} as const;

const tooLong = (max: number) => `must be at most ${max.toLocaleString('en-CA')} characters`;

/** A text a visitor reads: never empty, at most a sentence or two. Shared by the content schema's per-topic modules. */
export const text = z.string().min(1, 'must not be empty').max(CONTENT_LIMITS.textChars, tooLong(CONTENT_LIMITS.textChars));

/** A sentence beside a picture, which must not outgrow it. */
export const lead = z.string().min(1, 'must not be empty').max(CONTENT_LIMITS.leadChars, tooLong(CONTENT_LIMITS.leadChars));

/** A short text: a name, heading, label or button. */
export const label = z.string().min(1, 'must not be empty').max(CONTENT_LIMITS.labelChars, tooLong(CONTENT_LIMITS.labelChars));

/** A paragraph. */
export const paragraph = z.string().min(1, 'must not be empty').max(CONTENT_LIMITS.paragraphChars, tooLong(CONTENT_LIMITS.paragraphChars));

/** A text that may be empty (a heading's part around its highlight), at most a label's length. */
export const optionalLabel = z.string().max(CONTENT_LIMITS.labelChars, tooLong(CONTENT_LIMITS.labelChars));

/** A string that is not prose (an address, a slug) but still has an end. */
export const bounded = (max: number) => z.string().max(max, tooLong(max));

/** A list of the content: at most CONTENT_LIMITS.listItems entries. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(CONTENT_LIMITS.listItems, `must have at most ${CONTENT_LIMITS.listItems} entries`);
