import type { ReactNode } from 'react';
import { useContent } from '../app/site-data-context';
import { MISSING_MESSAGES, type MissingKey } from '../content/missing-messages';
import type { SiteContent } from '../content/schema';

type PresentProps<T> = {
  /** The content slice, which may be missing in a broken or partial content object. */
  value: T | null | undefined;
  /** Which section-8 message to show when it is missing. */
  missing: MissingKey;
  /** Show the message as a span, for slices that sit inside a line of text. */
  inline?: boolean;
  children: (value: T) => ReactNode;
};

/** The one place that handles missing content: renders the section, or its 'not found' message. */
export function Present<T>({ value, missing, inline = false, children }: PresentProps<T>) {
  if (value === null || value === undefined) {
    const Message = inline ? 'span' : 'p';
    return (
      <Message className={inline ? 'content-missing content-missing--inline' : 'content-missing'} role="status">
        {MISSING_MESSAGES[missing]}
      </Message>
    );
  }
  return children(value);
}

/** A slice of the page's content named by its key, rendered by Present (or its 'not found' message). */
export function PresentPart<K extends MissingKey & keyof SiteContent>({ part, children }: { part: K; children: (value: NonNullable<SiteContent[K]>) => ReactNode }) {
  const content = useContent();
  return (
    <Present value={content[part]} missing={part}>
      {children}
    </Present>
  );
}
