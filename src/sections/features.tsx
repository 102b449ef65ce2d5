import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { CtaLink } from '../ui/cta-link';
import { HeadedSection } from '../ui/headed-section';
import { Text } from '../ui/text';
import './features.css';

/** Why the site is worth a visit: six features and a button to the games. */
export function Features({ content }: { content: SiteContent['features'] }) {
  return (
    <HeadedSection block="features" colours={useSectionStyle('features')} tone="light" header={{ path: 'features', title: content.title, lead: content.description }}>
      <ul className="features__grid card-grid">
        {content.items.map((item, index) => (
          <li key={index} className="features__item">
            <span className="features__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <Text as="h3" path={`features.items.${index}.title`} value={item.title} />
            <Text as="p" path={`features.items.${index}.description`} value={item.description} />
          </li>
        ))}
      </ul>
      <div className="section__actions">
        <CtaLink to="/games" className="button button--dark">
          <Text path="features.ctaText" value={content.ctaText} />
        </CtaLink>
      </div>
    </HeadedSection>
  );
}
