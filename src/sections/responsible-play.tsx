import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { CtaLink } from '../ui/cta-link';
import { SectionHeader } from '../ui/section-header';
import { Text } from '../ui/text';
import './responsible-play.css';

type Content = SiteContent['responsiblePlay'];
const base = 'responsiblePlay';

/** The page's one style set, which its three sections share (the palette sits in the first). */
const usePageStyle = () => useSectionStyle('responsiblePlay');

/** The page's opening: heading, intro and a way straight down to the help lines. */
export function ResponsiblePlayIntro({ content }: { content: Content }) {
  const { style, palette } = usePageStyle();
  return (
    <section className="play-intro" style={style} aria-labelledby="play-title">
      <div className="play-intro__inner">
        <Text as="h1" id="play-title" path={`${base}.title`} value={content.title} className="play-intro__title" />
        <Text as="p" path={`${base}.intro`} value={content.intro} className="play-intro__lead" />
        <CtaLink to="#help" className="button button--primary">
          <Text path={`${base}.jumpToHelp`} value={content.jumpToHelp} />
        </CtaLink>
      </div>
      {palette}
    </section>
  );
}

/** What coins are and are not, and what each player tool does. */
export function PlayFacts({ content }: { content: Content }) {
  const { coins, tools } = content;
  return (
    <section className="play-facts section section--light section-colours" style={usePageStyle().style} aria-labelledby="play-coins-title">
      <div className="section__inner">
        <div className="play-facts__coins">
          <Text as="h2" id="play-coins-title" path={`${base}.coins.title`} value={coins.title} className="section__title" />
          {coins.paragraphs.map((paragraph, index) => (
            <Text key={index} as="p" path={`${base}.coins.paragraphs.${index}`} value={paragraph} />
          ))}
        </div>
        <section className="play-facts__tools" aria-labelledby="play-tools-title">
          <SectionHeader id="play-tools-title" path={`${base}.tools`} title={tools.title} lead={tools.lead} leadField="lead" />
          <ul className="play-facts__list">
            {tools.items.map((item, index) => (
              <li key={index} className="play-facts__tool">
                <Text as="h3" path={`${base}.tools.items.${index}.title`} value={item.title} />
                <Text as="p" path={`${base}.tools.items.${index}.description`} value={item.description} />
              </li>
            ))}
          </ul>
          <Text as="p" path={`${base}.tools.privacy`} value={tools.privacy} className="play-facts__privacy" />
        </section>
      </div>
    </section>
  );
}

/** Signs that play has stopped being fun. */
export function PlaySigns({ content }: { content: Content['signs'] }) {
  return (
    <section className="play-signs section section--light section-colours" style={usePageStyle().style} aria-labelledby="play-signs-title">
      <div className="section__inner play-signs__inner">
        <SectionHeader id="play-signs-title" path={`${base}.signs`} title={content.title} lead={content.lead} leadField="lead" />
        <ul className="play-signs__list marked-list">
          {content.items.map((item, index) => (
            <Text key={index} as="li" path={`${base}.signs.items.${index}`} value={item} />
          ))}
        </ul>
      </div>
    </section>
  );
}
