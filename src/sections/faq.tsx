import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { CtaLink } from '../ui/cta-link';
import { HeadedSection } from '../ui/headed-section';
import { Present } from '../ui/present';
import { Text } from '../ui/text';
import './faq.css';

/** Questions by category; each answer stays hidden until its question is opened. */
export function Faq({ content }: { content: SiteContent['faq'] }) {
  return (
    <HeadedSection block="faq" colours={useSectionStyle('faq')} tone="light" anchor="faq" header={{ path: 'faq', title: content.title, lead: content.description }}>
      <div className="faq__groups">
        {content.sections.map((group, groupIndex) => (
          <div key={groupIndex} className="faq__group">
            <Text as="h3" path={`faq.sections.${groupIndex}.category`} value={group.category} className="faq__category" />
            {group.items.map((item, index) => (
              <details key={index} className="faq__item">
                <summary>
                  <Text path={`faq.sections.${groupIndex}.items.${index}.question`} value={item.question} />
                </summary>
                <Text as="p" path={`faq.sections.${groupIndex}.items.${index}.answer`} value={item.answer} />
              </details>
            ))}
          </div>
        ))}
      </div>
      <Present value={content.contact} missing="faq">
        {(contact) => (
          <aside className="faq__contact" aria-labelledby="faq-contact-title">
            <Text as="h3" id="faq-contact-title" path="faq.contact.title" value={contact.title} />
            <Text as="p" path="faq.contact.description" value={contact.description} />
            <CtaLink to={contact.button.link} className="button button--dark">
              <Text path="faq.contact.button.text" value={contact.button.text} />
            </CtaLink>
          </aside>
        )}
      </Present>
    </HeadedSection>
  );
}
