import { useParams } from 'react-router';
import { useContent } from '../app/site-data-context';
import { findGame } from '../content/game-lookup';
import { GameLayout } from '../sections/game-layout';
import { GamingTips } from '../sections/gaming-tips';
import { Present } from '../ui/present';

/** One game: its layout and frame, then its gaming tips. Unknown games never get here (see routes). */
export function GamePage() {
  const { gameId } = useParams();
  const { games, gamingTips } = useContent();
  return (
    <Present value={games} missing="games">
      {(content) => {
        const game = findGame(content.items, gameId);
        if (!game) return null;
        // Tips follow the game's slug, not its title, which an editor may change.
        const tipsIndex = gamingTips?.categories.findIndex((category) => category.slug === game.s3Path) ?? -1;
        return (
          <>
            <GameLayout games={content} index={content.items.indexOf(game)} />
            <Present value={gamingTips} missing="gamingTips">
              {(tips) => <GamingTips content={tips} categoryIndex={tipsIndex} />}
            </Present>
          </>
        );
      }}
    </Present>
  );
}
