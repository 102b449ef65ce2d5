import type { ReactNode } from 'react';
import type { HelpLine } from '../content/responsible-play-schema';
import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { HeadedSection } from '../ui/headed-section';
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
  return (
    <HeadedSection block="help-lines" colours={useSectionStyle('helpLines')} anchor="help" header={{ path: base, title: content.title, lead: content.lead, leadField: 'lead' }}>
      <ul className="help-lines__list card-grid">
        {content.lines.map((line, index) => (
          <HelpLineCard key={index} line={line} labels={content.labels} path={`${base}.lines.${index}`} />
        ))}
      </ul>
    </HeadedSection>
  );
}

/** A number to call or text, read out with what it is for ("Call 1 866 …"). */
function numberLink(href: string, label: string, display: string) {
  return (
    <a href={href} aria-label={`${label} ${display}`}>
      {display}
    </a>
  );
}

function HelpLineCard({ line, labels, path }: { line: HelpLine; labels: Help['labels']; path: string }) {
  const { phone, text, website } = line;
  /** The ways to reach the service, each under its label: call, text, online. */
  const ways: { label: 'call' | 'text' | 'online'; link: ReactNode }[] = [];
  if (phone) ways.push({ label: 'call', link: numberLink(phone.tel, labels.call, phone.display) });
  if (text) ways.push({ label: 'text', link: numberLink(text.sms, labels.text, text.display) });
  if (website)
    ways.push({
      label: 'online',
      link: (
        <a href={website.url} target="_blank" rel="noopener">
          <Text path={`${path}.website.label`} value={website.label} /> <Text as="span" path={`${base}.labels.newTab`} value={labels.newTab} className="help-line__new-tab" />
        </a>
      ),
    });
  return (
    <li className="help-line">
      <Text as="p" path={`${path}.region`} value={line.region} className="help-line__region" />
      <Text as="h3" path={`${path}.name`} value={line.name} className="help-line__name" />
      <Text as="p" path={`${path}.description`} value={line.description} className="help-line__description" />
      {ways.length ? (
        <dl className="help-line__ways">
          {ways.map(({ label, link }) => (
            <div key={label}>
              <dt>
                <Text path={`${base}.labels.${label}`} value={labels[label]} />
              </dt>
              <dd>{link}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
