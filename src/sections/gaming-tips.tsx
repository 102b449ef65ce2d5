import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { Text } from '../ui/text';
import './gaming-tips.css';

type GamingTipsProps = {
  content: SiteContent['gamingTips'];
  /** Index of the tips category to show (the one for the current game). */
  categoryIndex: number;
};

/** Tips for one game, shown on its page. */
export function GamingTips({ content, categoryIndex }: GamingTipsProps) {
  const { style, palette } = useSectionStyle('gamingTips');
  const category = content.categories[categoryIndex];
  if (!category) return null;
  const base = `gamingTips.categories.${categoryIndex}`;
  return (
    <section className="gaming-tips section-colours" style={style} aria-labelledby="tips-title">
      <div className="gaming-tips__inner">
        <Text as="h2" id="tips-title" path="gamingTips.title" value={content.title} />
        <Text as="p" path="gamingTips.subtitle" value={content.subtitle} className="gaming-tips__subtitle" />
        <ol className="gaming-tips__list marked-list">
          {category.tips.map((tip, index) => (
            <Text key={index} as="li" path={`${base}.tips.${index}`} value={tip} />
          ))}
        </ol>
      </div>
      {palette}
    </section>
  );
}
