import { Text } from './text';

export type SectionHeaderProps = {
  /** Id of the heading, which labels the section. */
  id: string;
  /** Where the section's texts sit in the content object, e.g. features. */
  path: string;
  title: string;
  /** The sentence under the heading and the name of its field (description, subtitle or lead). */
  lead: string;
  leadField?: 'description' | 'subtitle' | 'lead';
  as?: 'h1' | 'h2';
};

/** The centred heading and lead sentence that open most sections. */
export function SectionHeader({ id, path, title, lead, leadField = 'description', as = 'h2' }: SectionHeaderProps) {
  return (
    <header className="section__header">
      <Text as={as} id={id} path={`${path}.title`} value={title} className="section__title" />
      <Text as="p" path={`${path}.${leadField}`} value={lead} className="section__lead" />
    </header>
  );
}
