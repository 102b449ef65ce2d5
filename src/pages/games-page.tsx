import { useContent } from '../app/site-data-context';
import { GamesGrid } from '../sections/games-grid';
import { Present } from '../ui/present';

/** The games catalogue. */
export function GamesPage() {
  const { games } = useContent();
  return (
    <Present value={games} missing="games">
      {(content) => <GamesGrid content={content} headingLevel="h1" />}
    </Present>
  );
}
