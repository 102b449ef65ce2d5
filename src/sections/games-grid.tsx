import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { CtaLink } from '../ui/cta-link';
import { HeadedSection } from '../ui/headed-section';
import { Picture } from '../ui/picture';
import { Text } from '../ui/text';
import './games-grid.css';

type GamesGridProps = {
  content: SiteContent['games'];
  /** h1 on the games page, h2 on the landing page. */
  headingLevel: 'h1' | 'h2';
};

/** The catalogue: a card per game with its picture, badge, facts and a button to play. */
export function GamesGrid({ content, headingLevel }: GamesGridProps) {
  const cardHeading = headingLevel === 'h1' ? 'h2' : 'h3';
  // As the page's own content (the games page), the first card's picture is the largest thing in
  // a phone's first view: it loads at once, with high priority, instead of after layout.
  const firstEager = headingLevel === 'h1';
  return (
    <HeadedSection block="games" colours={useSectionStyle('games')} tone="dark" header={{ path: 'games', title: content.title, lead: content.description, as: headingLevel }}>
      <ul className="games__grid card-grid">
        {content.items.map((game, index) => (
          <li key={game.link} className="game-card">
            <div className="game-card__media">
              <Picture image={game.image} className="game-card__image" eager={firstEager && index === 0} />
              <GameBadge games={content} index={index} />
            </div>
            <div className="game-card__body">
              <Text as={cardHeading} path={`games.items.${index}.title`} value={game.title} className="game-card__title" />
              <Text as="p" path={`games.items.${index}.description`} value={game.description} className="game-card__description" />
              <GameFacts content={content} index={index} />
              <CtaLink to={game.link} className="button button--primary game-card__cta">
                <Text path={`games.items.${index}.ctaText`} value={game.ctaText} />
              </CtaLink>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

/** A game's rating, players, price and category, labelled. */
export function GameFacts({ content, index }: { content: SiteContent['games']; index: number }) {
  const game = content.items[index];
  if (!game) return null;
  const facts = [
    ['rating', game.rating],
    ['players', game.players],
    ['price', game.price],
    ['category', game.category],
  ] as const;
  return (
    <dl className="game-facts">
      {facts.map(([key, value]) => (
        <div key={key} className="game-facts__item">
          <Text as="dt" path={`games.labels.${key}`} value={content.labels[key]} />
          <Text as="dd" path={`games.items.${index}.${key}`} value={value} />
        </div>
      ))}
    </dl>
  );
}

/** A card's badge, if it has one: its kind's words from the catalogue (editable in preview). */
export function GameBadge({ games, index }: { games: SiteContent['games']; index: number }) {
  const kind = games.items[index]?.badge;
  if (!kind) return null;
  return <Text as="span" className={`game-card__badge game-card__badge--${kind.toLowerCase()}`} path={`games.badgeLabels.${kind}`} value={games.badgeLabels?.[kind] ?? kind} />;
}
