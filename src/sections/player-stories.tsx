import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { languageOf } from '../../core/locale';
import { useLocale } from '../app/site-data-context';
import { HeadedSection } from '../ui/headed-section';
import { Text } from '../ui/text';
import './player-stories.css';

/** Longer stories from players and the game each loves most. */
export function PlayerStories({ content }: { content: SiteContent['playerStories'] }) {
  const colours = useSectionStyle('playerStories');
  /** The colon as the page's language writes it (« Jeu préféré : » in French). */
  const { colon } = languageOf(useLocale());
  return (
    <HeadedSection block="player-stories" colours={colours} tone="dark" header={{ path: 'playerStories', title: content.title, lead: content.subtitle, leadField: 'subtitle' }}>
      <ul className="player-stories__list card-grid">
        {content.stories.map((story, index) => (
          <li key={index} className="story-card">
            <span className="story-card__avatar" aria-hidden="true">
              {story.player.charAt(0)}
            </span>
            <Text as="h3" path={`playerStories.stories.${index}.player`} value={story.player} className="story-card__player" />
            <p className="story-card__favourite">
              <Text path="playerStories.favoriteGameLabel" value={content.favoriteGameLabel} />
              {colon}
              <Text as="strong" path={`playerStories.stories.${index}.favoriteGame`} value={story.favoriteGame} />
            </p>
            <Text as="p" path={`playerStories.stories.${index}.story`} value={story.story} className="story-card__story" />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
