import type { HelpLine } from '../content/responsible-play-schema';
import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { SectionHeader } from '../ui/section-header';
import { Text } from '../ui/text';
import './help-lines.css';

type Help = SiteContent['responsiblePlay']['help'];
const base = 'responsiblePlay.help';

/**
 * Where to find help: each service with its number as a tel: link, its text number as an sms:
 * link (each named "Call …" or "Text …", so the two 9-8-8 links differ) and its website in a new tab. Numbers are shown as the content has them but are not
 * edited in place: a number and its link change together, from a checked source (docs/decisions/013).
 */
export function HelpLines({ content }: { content: Help }) {
  const { style, palette } = useSectionStyle('helpLines');
  return (
    <section className="help-lines section" id="help" style={style} aria-labelledby="help-title">
      <div className="section__inner">
        <SectionHeader id="help-title" path={base} title={content.title} lead={content.lead} leadField="lead" />
        <ul className="help-lines__list card-grid">
          {content.lines.map((line, index) => (
            <HelpLineCard key={index} line={line} labels={content.labels} path={`${base}.lines.${index}`} />
          ))}
        </ul>
      </div>
      {palette}
    </section>
  );
}

function HelpLineCard({ line, labels, path }: { line: HelpLine; labels: Help['labels']; path: string }) {
  const { phone, text, website } = line;
  return (
    <li className="help-line">
      <Text as="p" path={`${path}.region`} value={line.region} className="help-line__region" />
      <Text as="h3" path={`${path}.name`} value={line.name} className="help-line__name" />
      <Text as="p" path={`${path}.description`} value={line.description} className="help-line__description" />
      {phone || text || website ? (
        <dl className="help-line__ways">
          {phone ? (
            <div>
              <dt>
                <Text path={`${base}.labels.call`} value={labels.call} />
              </dt>
              <dd>
                <a href={phone.tel} aria-label={`${labels.call} ${phone.display}`}>
                  {phone.display}
                </a>
              </dd>
            </div>
          ) : null}
          {text ? (
            <div>
              <dt>
                <Text path={`${base}.labels.text`} value={labels.text} />
              </dt>
              <dd>
                <a href={text.sms} aria-label={`${labels.text} ${text.display}`}>
                  {text.display}
                </a>
              </dd>
            </div>
          ) : null}
          {website ? (
            <div>
              <dt>
                <Text path={`${base}.labels.online`} value={labels.online} />
              </dt>
              <dd>
                <a href={website.url} target="_blank" rel="noopener">
                  <Text path={`${path}.website.label`} value={website.label} /> <Text as="span" path={`${base}.labels.newTab`} value={labels.newTab} className="help-line__new-tab" />
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}
