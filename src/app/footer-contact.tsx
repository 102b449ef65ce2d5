import type { SiteContent } from '../content/schema';
import { Text } from '../ui/text';

type FooterContactProps = {
  /** The footer slice, for the labels before each detail. */
  labels: Pick<SiteContent['footer'], 'emailLabel' | 'phoneLabel' | 'addressLabel'>;
  contact: SiteContent['contact'];
};

/** The footer's contact column: email, phone and postal address, each with its label. */
export function FooterContact({ labels, contact }: FooterContactProps) {
  return (
    <dl className="site-footer__contact">
      <Text as="dt" path="footer.emailLabel" value={labels.emailLabel} />
      <dd>
        <a href={`mailto:${contact.email}`}>
          <Text path="contact.email" value={contact.email} />
        </a>
      </dd>
      <Text as="dt" path="footer.phoneLabel" value={labels.phoneLabel} />
      <dd>
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
          <Text path="contact.phone" value={contact.phone} />
        </a>
      </dd>
      <Text as="dt" path="footer.addressLabel" value={labels.addressLabel} />
      <Text as="dd" path="contact.address" value={contact.address} />
    </dl>
  );
}
