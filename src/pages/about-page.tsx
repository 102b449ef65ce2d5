import { useContent } from '../app/site-data-context';

/**
 * The about route is an empty page inside the layout (SPEC.md section 2). It keeps one
 * heading for screen readers, so the page still has a name and a landmark to land on.
 */
export function AboutPage() {
  const { additionalInfo, site_name } = useContent();
  return <h1 className="visually-hidden">{additionalInfo?.title ?? site_name}</h1>;
}
