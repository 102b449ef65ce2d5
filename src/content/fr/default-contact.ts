import { defaultContact } from '../default-contact';
import type { SiteContent } from '../schema';

/**
 * How visitors reach the Brightmoose team, for the French edition. The e-mail, phone and
 * address are the English edition's own, so both languages give the same details.
 */
export const defaultContactFr = { ...defaultContact } satisfies SiteContent['contact'];

/** The contact block shown at the end of the French terms and privacy policy. */
export const defaultContactDetailsFr = {
  name: 'Soutien Brightmoose',
  ...defaultContactFr,
} satisfies NonNullable<SiteContent['terms']['sections'][number]['contactDetails']>;
