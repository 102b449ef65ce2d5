import { Link } from 'react-router';
import { useSectionStyle } from '../app/section-style';
import { useContent } from '../app/site-data-context';
import { Present } from '../ui/present';
import { Text } from '../ui/text';
import './not-found-page.css';

/** The page for any routing error: says 'not found' and leads home. */
export function NotFoundPage() {
  const { style, palette } = useSectionStyle('notFound');
  const { ui } = useContent();
  return (
    <section className="not-found section-colours" style={style} aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <Present value={ui} missing="ui">
        {(texts) => (
          <>
            <Text as="h1" id="not-found-title" path="ui.notFoundTitle" value={texts.notFoundTitle} />
            <Text as="p" path="ui.notFoundMessage" value={texts.notFoundMessage} />
            <Link to="/" className="button button--primary">
              <Text path="ui.notFoundHomeLink" value={texts.notFoundHomeLink} />
            </Link>
          </>
        )}
      </Present>
      {palette}
    </section>
  );
}
