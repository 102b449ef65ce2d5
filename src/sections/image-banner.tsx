import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { CtaLink } from '../ui/cta-link';
import { Text } from '../ui/text';
import './image-banner.css';

/** The closing call to action over a wide picture, with a primary and a secondary button. */
export function ImageBanner({ content }: { content: SiteContent['heroText'] }) {
  const { style, palette } = useSectionStyle('banner');
  const { title, controls } = content;
  return (
    <section className="image-banner section-colours" style={style} aria-labelledby="banner-title">
      <img className="image-banner__image" src={content.heroImage.src} alt={content.heroImage.alt} width={content.heroImage.width} height={content.heroImage.height} loading="lazy" decoding="async" />
      <div className="image-banner__inner">
        <h2 id="banner-title" className="image-banner__title">
          <Text path="heroText.title.prefix" value={title.prefix} /> <Text as="span" path="heroText.title.highlight" value={title.highlight} className="image-banner__highlight" />{' '}
          <Text path="heroText.title.suffix" value={title.suffix} />
        </h2>
        <Text as="p" path="heroText.description" value={content.description} className="image-banner__text" />
        <div className="image-banner__actions">
          <CtaLink to={controls.primaryButton.link} className="button button--primary button--large">
            <Text path="heroText.controls.primaryButton.text" value={controls.primaryButton.text} />
          </CtaLink>
          <CtaLink to={controls.secondaryButton.link} className="button button--outline button--large">
            <Text path="heroText.controls.secondaryButton.text" value={controls.secondaryButton.text} />
          </CtaLink>
        </div>
      </div>
      {palette}
    </section>
  );
}
