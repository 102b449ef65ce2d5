import { useContent } from '../app/site-data-context';
import { AboutUs } from '../sections/about-us';
import { Faq } from '../sections/faq';
import { Features } from '../sections/features';
import { GamesGrid } from '../sections/games-grid';
import { Hero } from '../sections/hero';
import { ImageBanner } from '../sections/image-banner';
import { PlayerStories } from '../sections/player-stories';
import { Testimonials } from '../sections/testimonials';
import { PresentPart } from '../ui/present';

/** The landing page: its sections, in the order of the spec. */
export function HomePage() {
  const content = useContent();
  return (
    <>
      <PresentPart part="hero">{(hero) => <Hero content={hero} />}</PresentPart>
      <PresentPart part="features">{(features) => <Features content={features} />}</PresentPart>
      <PresentPart part="games">{(games) => <GamesGrid content={games} headingLevel="h2" />}</PresentPart>
      <PresentPart part="additionalInfo">{(info) => <AboutUs content={info} about={content.about} funFacts={content.funFacts} />}</PresentPart>
      <PresentPart part="testimonials">{(testimonials) => <Testimonials content={testimonials} />}</PresentPart>
      <PresentPart part="faq">{(faq) => <Faq content={faq} />}</PresentPart>
      <PresentPart part="playerStories">{(stories) => <PlayerStories content={stories} />}</PresentPart>
      <PresentPart part="heroText">{(banner) => <ImageBanner content={banner} />}</PresentPart>
    </>
  );
}
