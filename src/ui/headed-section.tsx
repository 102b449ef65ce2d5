import type { ReactNode } from 'react';
import { useSectionStyle } from '../app/section-style';
import type { StyleKey } from '../content/default-styles';
import { SectionHeader, type SectionHeaderProps } from './section-header';

type HeadedSectionProps = {
  /** The section's own class, its stylesheet's block (features, faq), placed before the shared section classes. */
  block: string;
  /** The style set that colours it, and that its palette edits in preview mode. */
  styleKey: StyleKey;
  /** The shared light or dark background; without it, the section's own stylesheet sets its colours. */
  tone?: 'light' | 'dark';
  /** The id other pages link to (/#faq), if any. */
  anchor?: string;
  /** The heading and lead sentence that open it; the heading, whose id is the block's with -title, labels the section. */
  header: Omit<SectionHeaderProps, 'id'>;
  children: ReactNode;
};

/** The frame most sections share: their colours, the centred heading and lead, their content, and the palette button in preview. */
export function HeadedSection({ block, styleKey, tone, anchor, header, children }: HeadedSectionProps) {
  const { style, palette } = useSectionStyle(styleKey);
  const titleId = `${block}-title`;
  return (
    <section className={`${block} section section-colours${tone ? ` section--${tone}` : ''}`} id={anchor} style={style} aria-labelledby={titleId}>
      <div className="section__inner">
        <SectionHeader id={titleId} {...header} />
        {children}
      </div>
      {palette}
    </section>
  );
}
