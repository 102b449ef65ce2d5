import type { SiteContent } from './schema';

/**
 * How visitors reach the Brightmoose team. Shared by the footer, the FAQ and the contact
 * sections of the terms and the privacy policy, so every page gives the same details.
 */
export const defaultContact = {
  email: 'support@brightmoose.ca',
  phone: '+972 3 555 0142',
  address: "Brightmoose, 9th Floor, 35 HaArba'a Street, Tel Aviv-Yafo 6473926, Israel",
} satisfies SiteContent['contact'];

/** The contact block shown at the end of the terms and of the privacy policy. */
export const defaultContactDetails = {
  name: 'Brightmoose Support',
  ...defaultContact,
} satisfies NonNullable<SiteContent['terms']['sections'][number]['contactDetails']>;
