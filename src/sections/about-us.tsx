import type { SiteContent } from '../content/schema';
import { useStyleVars } from '../app/site-data-context';
import { Palette } from '../ui/palette';
import { Picture } from '../ui/picture';
import { Text } from '../ui/text';
import './about-us.css';

type AboutUsProps = {
  content: SiteContent['additionalInfo'];
  about: SiteContent['about'] | undefined;
  funFacts: SiteContent['funFacts'] | undefined;
};

/** Who we are: logo, title, motto and story, the about block, and the community in figures. */
export function AboutUs({ content, about, funFacts }: AboutUsProps) {
  return (
    <section className="about-us section section--light" style={useStyleVars('about')} aria-labelledby="about-title">
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
            {about ? (
              <div className="about-us__block">
                <Text as="h3" path="about.title" value={about.title} />
                <Text as="p" path="about.content" value={about.content} />
              </div>
            ) : null}
          </div>
          {about ? <Picture image={about.image} className="about-us__image" /> : null}
        </div>
        {funFacts ? (
          <div className="about-us__figures">
            <Text as="h3" path="funFacts.title" value={funFacts.title} className="about-us__figures-title" />
            <dl className="figures">
              {funFacts.items.map((fact, index) => (
                <div key={index} className="figures__item">
                  <Text as="dt" path={`funFacts.items.${index}.label`} value={fact.label} className="figures__label" />
                  <Text as="dd" path={`funFacts.items.${index}.value`} value={fact.value} className="figures__value" />
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
      <Palette component="about" />
    </section>
  );
}
