import { GamesGrid } from '../sections/games-grid';
import { PresentPart } from '../ui/present';

/** The games catalogue. */
export function GamesPage() {
  return <PresentPart part="games">{(content) => <GamesGrid content={content} headingLevel="h1" />}</PresentPart>;
}
