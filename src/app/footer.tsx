import { Link } from 'react-router';
import type { SiteContent } from '../content/schema';
import { Palette } from '../ui/palette';
import { Present } from '../ui/present';
import { Text } from '../ui/text';
import { useStyleVars } from './site-data-context';
import './footer.css';

type FooterProps = {
  content: SiteContent['footer'];
  links: SiteContent['links'] | undefined;
  contact: SiteContent['contact'];
  siteName: string;
  logoPath: string;
};

/** Site footer: four columns, the badge row, the three notices and the copyright line. */
export function Footer({ content, links, contact, siteName, logoPath }: FooterProps) {
  return (
    <footer className="site-footer" style={useStyleVars('footer')}>
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <img src={logoPath} alt="" width={180} height={48} loading="lazy" />
          <Text as="p" path="footer.tagLine" value={content.tagLine} className="site-footer__tagline" />
        </div>
        <div className="site-footer__columns">
          <section aria-labelledby="footer-quick-links">
            <Text as="h2" id="footer-quick-links" path="footer.quickLinksTitle" value={content.quickLinksTitle} />
            <ul>
              {content.quickLinks.map((item, index) => (
                <li key={item.link}>
                  <Link to={item.link}>
                    <Text path={`footer.quickLinks.${index}.label`} value={item.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-about">
            <Text as="h2" id="footer-about" path="footer.aboutTitle" value={content.aboutTitle} />
            <Text as="p" path="footer.aboutText" value={content.aboutText} />
          </section>
          <section aria-labelledby="footer-contact">
            <Text as="h2" id="footer-contact" path="footer.contactTitle" value={content.contactTitle} />
            <dl className="site-footer__contact">
              <Text as="dt" path="footer.emailLabel" value={content.emailLabel} />
              <dd>
                <a href={`mailto:${contact.email}`}>
                  <Text path="contact.email" value={contact.email} />
                </a>
              </dd>
              <Text as="dt" path="footer.phoneLabel" value={content.phoneLabel} />
              <dd>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                  <Text path="contact.phone" value={contact.phone} />
                </a>
              </dd>
              <Text as="dt" path="footer.addressLabel" value={content.addressLabel} />
              <Text as="dd" path="contact.address" value={contact.address} />
            </dl>
          </section>
          <nav aria-labelledby="footer-navigation">
            <Text as="h2" id="footer-navigation" path="footer.navigationTitle" value={content.navigationTitle} />
            <Present value={links} missing="links">
              {(items) => (
                <ul>
                  {items.map((item, index) => (
                    <li key={item.link}>
                      <Link to={item.link}>
                        <Text path={`links.${index}.label`} value={item.label} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Present>
          </nav>
        </div>
        <ul className="site-footer__badges" aria-label={content.badgesLabel}>
          {content.badges.map((badge) => (
            <li key={badge.src}>
              <img src={badge.src} alt={badge.alt} width={badge.width} height={badge.height} loading="lazy" />
            </li>
          ))}
        </ul>
        <div className="site-footer__notices">
          {content.notices.map((notice, index) => (
            <Text key={index} as="p" path={`footer.notices.${index}`} value={notice} />
          ))}
        </div>
        <p className="site-footer__copyright">
          <span suppressHydrationWarning>© {new Date().getFullYear()}</span> <Text path="site_name" value={siteName} />.{' '}
          <Text path="footer.allRightsReservedText" value={content.allRightsReservedText} />
        </p>
        <Palette component="footer" />
      </div>
    </footer>
  );
}
