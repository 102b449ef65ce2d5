import { Link } from 'react-router';
import type { SiteContent } from '../content/schema';
import { useCurrentYear } from '../ui/current-year';
import { useIsPreview } from '../ui/edit-slots';
import { Present } from '../ui/present';
import { Text } from '../ui/text';
import { FooterContact } from './footer-contact';
import { useSectionStyle } from './section-style';
import './footer.css';

type FooterProps = {
  content: SiteContent['footer'];
  links: SiteContent['links'] | undefined;
  contact: SiteContent['contact'] | undefined;
  siteName: string | undefined;
  logo: SiteContent['logo'] | undefined;
};

/** Site footer: four columns, the badge row, the three notices and the copyright line. */
export function Footer({ content, links, contact, siteName, logo }: FooterProps) {
  const { style, palette } = useSectionStyle('footer');
  const year = useCurrentYear();
  return (
    <footer className="site-footer" id="site-footer" style={style}>
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Present value={logo} missing="logo">
            {({ path }) => <img src={path} alt="" width={180} height={48} loading="lazy" />}
          </Present>
          <Text as="p" path="footer.tagLine" value={content.tagLine} className="site-footer__tagline" />
        </div>
        <div className="site-footer__columns">
          <section aria-labelledby="footer-quick-links">
            <Text as="h2" id="footer-quick-links" path="footer.quickLinksTitle" value={content.quickLinksTitle} />
            <Present value={content.quickLinks} missing="footer">
              {(items) => <LinkList items={items} path="footer.quickLinks" />}
            </Present>
          </section>
          <section aria-labelledby="footer-about">
            <Text as="h2" id="footer-about" path="footer.aboutTitle" value={content.aboutTitle} />
            <Text as="p" path="footer.aboutText" value={content.aboutText} />
          </section>
          <section aria-labelledby="footer-contact">
            <Text as="h2" id="footer-contact" path="footer.contactTitle" value={content.contactTitle} />
            <Present value={contact} missing="contact">
              {(details) => <FooterContact labels={content} contact={details} />}
            </Present>
          </section>
          <nav aria-labelledby="footer-navigation">
            <Text as="h2" id="footer-navigation" path="footer.navigationTitle" value={content.navigationTitle} />
            <Present value={links} missing="links">
              {(items) => <LinkList items={items} path="links" />}
            </Present>
          </nav>
        </div>
        <Present value={content.badges} missing="footer">
          {(badges) => (
            <ul className="site-footer__badges" aria-label={content.badgesLabel}>
              {badges.map((badge) => (
                <li key={badge.src}>
                  <img src={badge.src} alt={badge.alt} width={badge.width} height={badge.height} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </Present>
        <Present value={content.notices} missing="footer">
          {(notices) => <Notices notices={notices} link={content.noticeLink} />}
        </Present>
        <p className="site-footer__copyright">
          <span>
            © <span data-current-year="">{year}</span>
          </span>{' '}
          <Present value={siteName} missing="siteName" inline>
            {(name) => <Text path="site_name" value={name} />}
          </Present>
          . <Text path="footer.allRightsReservedText" value={content.allRightsReservedText} />
        </p>
        {palette}
      </div>
    </footer>
  );
}

/** A column's list of links; `path` is where the list sits in the content object. */
function LinkList({ items, path }: { items: SiteContent['links']; path: string }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={item.link}>
          <Link to={item.link}>
            <Text path={`${path}.${index}.label`} value={item.label} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The three notices. The words of `link` are a link where a notice contains them; otherwise, and
 * in preview (where a notice is edited as one text), the link follows the notices on its own.
 */
function Notices({ notices, link }: { notices: string[]; link: SiteContent['footer']['noticeLink'] | undefined }) {
  const preview = useIsPreview();
  const linked = link && !preview ? notices.findIndex((notice) => notice.includes(link.label)) : -1;
  return (
    <div className="site-footer__notices">
      {notices.map((notice, index) => {
        if (index !== linked || !link) return <Text key={index} as="p" path={`footer.notices.${index}`} value={notice} />;
        const at = notice.indexOf(link.label);
        return (
          <p key={index}>
            {notice.slice(0, at)}
            <Link to={link.link}>{link.label}</Link>
            {notice.slice(at + link.label.length)}
          </p>
        );
      })}
      {link && linked === -1 ? (
        <p>
          <Link to={link.link}>
            <Text path="footer.noticeLink.label" value={link.label} />
          </Link>
        </p>
      ) : null}
    </div>
  );
}
