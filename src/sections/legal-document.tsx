import type { LegalDocument as LegalDocumentContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { Text } from '../ui/text';
import './legal-document.css';

type LegalDocumentProps = {
  content: LegalDocumentContent;
  /** Where the document sits in the content object: 'terms' or 'privacy'. */
  path: 'terms' | 'privacy';
};

/** The one renderer of both legal pages: title, numbered sections, subsections, lists, contact. */
export function LegalDocument({ content, path }: LegalDocumentProps) {
  const { style, palette } = useSectionStyle('legal');
  return (
    <article className="legal section-colours" style={style} aria-labelledby="legal-title">
      <div className="legal__inner">
        <Text as="h1" id="legal-title" path={`${path}.title`} value={content.title} className="legal__title" />
        <Text as="p" path={`${path}.lastUpdated`} value={content.lastUpdated} className="legal__updated" />
        {content.sections.map((section, index) => {
          const base = `${path}.sections.${index}`;
          return (
            <section key={index} className="legal__section" aria-labelledby={`${path}-section-${index}`}>
              <Text as="h2" id={`${path}-section-${index}`} path={`${base}.title`} value={section.title} />
              <Body content={section.content} isList={section.isList} path={`${base}.content`} />
              {section.subSections?.map((sub, subIndex) => (
                <section key={subIndex} className="legal__subsection">
                  <Text as="h3" path={`${base}.subSections.${subIndex}.title`} value={sub.title} />
                  <Body content={sub.content} isList={sub.isList} path={`${base}.subSections.${subIndex}.content`} />
                </section>
              ))}
              {section.contactDetails ? (
                <address className="legal__contact">
                  <Text as="strong" path={`${base}.contactDetails.name`} value={section.contactDetails.name} />
                  <a href={`mailto:${section.contactDetails.email}`}>
                    <Text path={`${base}.contactDetails.email`} value={section.contactDetails.email} />
                  </a>
                  <Text as="span" path={`${base}.contactDetails.phone`} value={section.contactDetails.phone} />
                  <Text as="span" path={`${base}.contactDetails.address`} value={section.contactDetails.address} />
                </address>
              ) : null}
            </section>
          );
        })}
      </div>
      {palette}
    </article>
  );
}

/** A section's content: one paragraph, several paragraphs, or a bullet list. */
function Body({ content, isList, path }: { content: string | string[]; isList: boolean; path: string }) {
  if (typeof content === 'string') return <Text as="p" path={path} value={content} />;
  if (isList) {
    return (
      <ul>
        {content.map((item, index) => (
          <Text key={index} as="li" path={`${path}.${index}`} value={item} />
        ))}
      </ul>
    );
  }
  return content.map((item, index) => <Text key={index} as="p" path={`${path}.${index}`} value={item} />);
}
