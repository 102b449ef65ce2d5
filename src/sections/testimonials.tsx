import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { HeadedSection } from '../ui/headed-section';
import { Text } from '../ui/text';
import './testimonials.css';

/** What players say, with where they play from. */
export function Testimonials({ content }: { content: SiteContent['testimonials'] }) {
  return (
    <HeadedSection block="testimonials" colours={useSectionStyle('testimonials')} tone="dark" header={{ path: 'testimonials', title: content.title, lead: content.description }}>
      <ul className="testimonials__list card-grid">
        {content.items.map((item, index) => (
          <li key={index}>
            <figure className="testimonial">
              <blockquote>
                <Text as="p" path={`testimonials.items.${index}.quote`} value={item.quote} />
              </blockquote>
              <figcaption>
                <Text as="strong" path={`testimonials.items.${index}.author`} value={item.author} />
                <Text as="span" path={`testimonials.items.${index}.location`} value={item.location} className="testimonial__location" />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
