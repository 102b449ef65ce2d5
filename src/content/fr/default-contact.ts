import { defaultContact } from '../default-contact';
import type { SiteContent } from '../schema';

/**
 * How visitors reach the Brightmoose team, for the French edition: the English edition's e-mail
 * and phone, and the same postal address written in French (street number first, « 9e étage »,
 * the city's French name and Israël), as Canada Post and the OQLF write an address.
 */
export const defaultContactFr = {
  ...defaultContact,
  address: 'Brightmoose, 35, rue HaArba’a, 9e étage, Tel-Aviv-Jaffa 6473926, Israël',
} satisfies SiteContent['contact'];

/** The contact block shown at the end of the French terms and privacy policy. */
export const defaultContactDetailsFr = {
  name: 'Soutien Brightmoose',
  ...defaultContactFr,
} satisfies NonNullable<SiteContent['terms']['sections'][number]['contactDetails']>;
