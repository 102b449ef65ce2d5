import { useEffect, useRef, useState } from 'react';
import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { useLocale } from '../app/site-data-context';
import { framePageIn } from '../ui/frame-page';
import { FRAME_SHOW_MESSAGE } from '../../core/frame-height';
import { CtaLink } from '../ui/cta-link';
import { FrameScreen } from '../ui/frame-screen';
import { Picture } from '../ui/picture';
import { Text } from '../ui/text';
import { GameBadge, GameFacts } from './games-grid';
import './game-layout.css';

type GameLayoutProps = {
  games: SiteContent['games'];
  /** Index of the game in games.items. */
  index: number;
};

/** A game's page: what it is, a button to play, and the game itself in a sandboxed frame. */
export function GameLayout({ games, index }: GameLayoutProps) {
  const { style, palette } = useSectionStyle('gamePage');
  const locale = useLocale();
  const game = games.items[index]!;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [canFullScreen, setCanFullScreen] = useState(false);
  // The frame gets its page once the site's page is interactive: a game's start-up never competes
  // with the site's first paint and hydration (the game needs scripts anyway).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    setCanFullScreen(document.fullscreenEnabled);
    setStarted(true);
  }, []);
  // The game asks to be seen when it opens a question the player must answer: the whole frame comes into view.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow || (event.data as { type?: unknown } | null)?.type !== FRAME_SHOW_MESSAGE) return;
      frame.scrollIntoView({ block: 'nearest', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const base = `games.items.${index}`;

  return (
    <article className="game-layout section-colours" style={style} aria-labelledby="game-title">
      <div className="game-layout__inner">
        <div className="game-layout__intro">
          <Picture image={game.image} className="game-layout__thumb" eager />
          <div className="game-layout__copy">
            <GameBadge games={games} index={index} />
            <Text as="h1" id="game-title" path={`${base}.title`} value={game.title} className="game-layout__title" />
            <Text as="p" path={`${base}.description`} value={game.description} className="game-layout__description" />
            <GameFacts content={games} index={index} />
            <div className="game-layout__actions">
              <CtaLink to="#play" className="button button--primary button--large">
                <Text path={`${base}.ctaText`} value={game.ctaText} />
              </CtaLink>
              <CtaLink to="/games" className="button button--outline">
                <Text path="games.backToGames" value={games.backToGames} />
              </CtaLink>
            </div>
          </div>
        </div>
        <div className="game-layout__stage" id="play">
          <FrameScreen
            block="game-layout"
            frameRef={frameRef}
            page={framePageIn(game.path, locale)}
            started={started}
            title={games.frameTitle.replace('{game}', game.title)}
            needsJavaScript={games.needsJavaScript}
            game
          />
          {/* Shown only once scripts run and the browser can: a button that could never work is hidden. */}
          <button type="button" className="button button--dark game-layout__fullscreen" hidden={!canFullScreen} onClick={() => void frameRef.current?.requestFullscreen()}>
            <span className="game-layout__fullscreen-icon" aria-hidden="true" />
            <Text path="games.fullScreen" value={games.fullScreen} />
          </button>
        </div>
      </div>
      {palette}
    </article>
  );
}
