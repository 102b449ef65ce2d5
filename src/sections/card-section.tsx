import type { ReactNode } from 'react';
import type { StyleKey } from '../content/default-styles';
import { useSectionStyle } from '../app/section-style';
import { SectionHeader } from '../ui/section-header';

type CardSectionProps<T> = {
  /** The section's key: its content path, its style key and its heading's id (`{name}-title`, unless `titleId`). */
  name: StyleKey;
  /** The section's own class (`features`, `player-stories`). */
  block: string;
  /** Light or dark: the section's tone (`section--light`). */
  tone: 'light' | 'dark';
  titleId?: string;
  title: string;
  lead: string;
  leadField?: 'description' | 'subtitle' | 'lead';
  /** The list's own class, beside the shared `card-grid`. */
  listClass: string;
  items: readonly T[];
  /** One card's list item. */
  card: (item: T, index: number) => ReactNode;
  /** What follows the cards inside the section (a button). */
  after?: ReactNode;
};

/**
 * A section of cards: its colours and palette, its heading and lead, and one card per item in the
 * shared card grid. The features, the testimonials and the players' stories are each one.
 */
export function CardSection<T>({ name, block, tone, titleId = `${name}-title`, title, lead, leadField, listClass, items, card, after }: CardSectionProps<T>) {
  const { style, palette } = useSectionStyle(name);
  return (
    <section className={`${block} section section--${tone}`} style={style} aria-labelledby={titleId}>
      <div className="section__inner">
        <SectionHeader id={titleId} path={name} title={title} lead={lead} leadField={leadField} />
        <ul className={`${listClass} card-grid`}>{items.map(card)}</ul>
        {after}
      </div>
      {palette}
    </section>
  );
}
