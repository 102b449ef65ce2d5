import type { ReactNode } from 'react';
import type { SectionStyle } from '../app/section-style';
import { SectionHeader, type SectionHeaderProps } from './section-header';

type HeadedSectionProps = {
  /** The section's own class, its stylesheet's block (features, faq), placed before the shared section classes. */
  block: string;
  /** Its colours and palette button, from the section's own useSectionStyle call (the one place it names its style key). */
  colours: SectionStyle;
  /** The shared light or dark background; without it, the section's own stylesheet sets its colours. */
  tone?: 'light' | 'dark';
  /** The id other pages link to (/#faq), if any. */
  anchor?: string;
  /** The heading and lead sentence that open it; the heading, whose id is the block's with -title, labels the section. */
  header: Omit<SectionHeaderProps, 'id'>;
  children: ReactNode;
};

/** The frame most sections share: their colours, the centred heading and lead, their content, and the palette button in preview. */
export function HeadedSection({ block, colours, tone, anchor, header, children }: HeadedSectionProps) {
  const titleId = `${block}-title`;
  return (
    <section className={`${block} section section-colours${tone ? ` section--${tone}` : ''}`} id={anchor} style={colours.style} aria-labelledby={titleId}>
      <div className="section__inner">
        <SectionHeader id={titleId} {...header} />
        {children}
      </div>
      {colours.palette}
    </section>
  );
}
