import type { SiteContent } from '../content/schema';
import { assetUrl, siteOrigin } from './site-url';

/**
 * The landing page's structured data (schema.org, JSON-LD): the organisation behind the site and
 * the site itself, both from the content, so a renamed site or a second edition says its own name.
 */
export function siteStructuredData(content: SiteContent) {
  const url = `${siteOrigin(content)}/`;
  const organisation = `${url}#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organisation,
        name: content.site_name,
        url,
        ...(content.logo?.path ? { logo: assetUrl(content, content.logo.path) } : {}),
        ...(content.contact?.email ? { email: content.contact.email } : {}),
      },
      {
        '@type': 'WebSite',
        '@id': `${url}#website`,
        name: content.site_name,
        url,
        description: content.site_description,
        ...(content.seo?.locale ? { inLanguage: content.seo.locale.replace('_', '-') } : {}),
        publisher: { '@id': organisation },
      },
    ],
  };
}
