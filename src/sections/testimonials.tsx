import type { SiteContent } from '../content/schema';
import { Text } from '../ui/text';
import { CardSection } from './card-section';
import './testimonials.css';

/** What players say, with where they play from. */
export function Testimonials({ content }: { content: SiteContent['testimonials'] }) {
  return (
    <CardSection
      name="testimonials"
      block="testimonials"
      tone="dark"
      title={content.title}
      lead={content.description}
      listClass="testimonials__list"
      items={content.items}
      card={(item, index) => (
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
      )}
    />
  );
}
