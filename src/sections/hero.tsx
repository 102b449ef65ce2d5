import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { CtaLink } from '../ui/cta-link';
import { Picture } from '../ui/picture';
import { Text } from '../ui/text';
import './hero.css';

/** Landing-page hero: the main heading and the button to the games. */
export function Hero({ content }: { content: SiteContent['hero'] }) {
  const { style, palette } = useSectionStyle('hero');
  return (
    <section className="hero" style={style} aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <Text as="h1" id="hero-title" path="hero.title" value={content.title} className="hero__title" />
          <Text as="p" path="hero.subtitle" value={content.subtitle} className="hero__subtitle" />
          <CtaLink to="/games" className="button button--primary button--large">
            <Text path="hero.ctaText" value={content.ctaText} />
          </CtaLink>
          <Text as="p" path="hero.disclaimer" value={content.disclaimer} className="hero__disclaimer" />
        </div>
        <Picture image={content.heroImage} className="hero__image" eager />
      </div>
      {palette}
    </section>
  );
}
