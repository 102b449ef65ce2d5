import { useContent } from '../app/site-data-context';
import { AboutUs } from '../sections/about-us';
import { Faq } from '../sections/faq';
import { Features } from '../sections/features';
import { GamesGrid } from '../sections/games-grid';
import { Hero } from '../sections/hero';
import { ImageBanner } from '../sections/image-banner';
import { PlayerStories } from '../sections/player-stories';
import { Testimonials } from '../sections/testimonials';
import { Present } from '../ui/present';

/** The landing page: its sections, in the order of the spec. */
export function HomePage() {
  const content = useContent();
  return (
    <>
      <Present value={content.hero} missing="hero">
        {(hero) => <Hero content={hero} />}
      </Present>
      <Present value={content.features} missing="features">
        {(features) => <Features content={features} />}
      </Present>
      <Present value={content.games} missing="games">
        {(games) => <GamesGrid content={games} headingLevel="h2" />}
      </Present>
      <Present value={content.additionalInfo} missing="additionalInfo">
        {(info) => <AboutUs content={info} about={content.about} funFacts={content.funFacts} />}
      </Present>
      <Present value={content.testimonials} missing="testimonials">
        {(testimonials) => <Testimonials content={testimonials} />}
      </Present>
      <Present value={content.faq} missing="faq">
        {(faq) => <Faq content={faq} />}
      </Present>
      <Present value={content.playerStories} missing="playerStories">
        {(stories) => <PlayerStories content={stories} />}
      </Present>
      <Present value={content.heroText} missing="heroText">
        {(banner) => <ImageBanner content={banner} />}
      </Present>
    </>
  );
}
