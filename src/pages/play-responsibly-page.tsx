import { useContent } from '../app/site-data-context';
import { HelpLines } from '../sections/help-lines';
import { PlayFacts, PlaySigns, ResponsiblePlayIntro } from '../sections/responsible-play';
import { YourPlayPanel } from '../sections/your-play-panel';
import { Present } from '../ui/present';

/** Play responsibly: what coins are, the player tools and the "Your play" panel, signs to watch for, help lines. */
export function PlayResponsiblyPage() {
  const { responsiblePlay } = useContent();
  return (
    <Present value={responsiblePlay} missing="responsiblePlay">
      {(content) => (
        <>
          <ResponsiblePlayIntro content={content} />
          <PlayFacts content={content} />
          <YourPlayPanel content={content.yourPlay} />
          <PlaySigns content={content.signs} />
          <HelpLines content={content.help} />
        </>
      )}
    </Present>
  );
}
