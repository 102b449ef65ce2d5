import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { Picture } from '../ui/picture';
import { Present } from '../ui/present';
import { Text } from '../ui/text';
import './about-us.css';

type AboutUsProps = {
  content: SiteContent['additionalInfo'];
  about: SiteContent['about'] | undefined;
  funFacts: SiteContent['funFacts'] | undefined;
};

/** Who we are: logo, title, motto and story, the about block, and the community in figures. */
export function AboutUs({ content, about, funFacts }: AboutUsProps) {
  const { style, palette } = useSectionStyle('about');
  return (
    <section className="about-us section section-colours section--light" style={style} aria-labelledby="about-title">
      <div className="section__inner">
        <div className="about-us__intro">
          <img src={content.logoPath} alt="" width={96} height={96} loading="lazy" className="about-us__logo" />
          <Text as="h2" id="about-title" path="additionalInfo.title" value={content.title} className="section__title" />
          <Text as="p" path="additionalInfo.motto" value={content.motto} className="about-us__motto" />
        </div>
        <div className="about-us__body">
          <div className="about-us__story">
            {content.mainContent.map((paragraph, index) => (
              <Text key={index} as="p" path={`additionalInfo.mainContent.${index}`} value={paragraph} />
            ))}
            <Present value={about} missing="about">
              {(block) => (
                <div className="about-us__block">
                  <Text as="h3" path="about.title" value={block.title} />
                  <Text as="p" path="about.content" value={block.content} />
                </div>
              )}
            </Present>
          </div>
          {/* Without the about slice its message stands in the story column; no picture either. */}
          {about ? <Picture image={about.image} className="about-us__image" /> : null}
        </div>
        <Present value={funFacts} missing="funFacts">
          {(facts) => (
            <div className="about-us__figures">
              <Text as="h3" path="funFacts.title" value={facts.title} className="about-us__figures-title" />
              <dl className="figures">
                {facts.items.map((fact, index) => (
                  <div key={index} className="figures__item">
                    <Text as="dt" path={`funFacts.items.${index}.label`} value={fact.label} className="figures__label" />
                    <Text as="dd" path={`funFacts.items.${index}.value`} value={fact.value} className="figures__value" />
                  </div>
                ))}
              </dl>
            </div>
          )}
        </Present>
      </div>
      {palette}
    </section>
  );
}
