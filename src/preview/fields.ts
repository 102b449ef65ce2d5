import { DEFAULT_LOCALE, type Locale } from '../../core/locale';

/**
 * One editable value of a generation: a text at a content path of one language's edition (English
 * when `locale` is absent), or one colour of a component (shared by every language).
 */
export type Field = { kind: 'content'; path: string; locale?: Locale } | { kind: 'style'; component: string; stylePath: string };

/** The language of a text field; null for a colour. */
export function fieldLocale(field: Field): Locale | null {
  return field.kind === 'content' ? (field.locale ?? DEFAULT_LOCALE) : null;
}

/** The field's path as the server stores and reports it: the content path, or component.stylePath. */
export function storedPath(field: Field): string {
  return field.kind === 'content' ? field.path : `${field.component}.${field.stylePath}`;
}

/** A key that tells fields apart across both kinds and every language. */
export function fieldKey(field: Field): string {
  return field.kind === 'content' ? `content:${fieldLocale(field)}:${field.path}` : `style:${storedPath(field)}`;
}

/** The field a history entry or a conflict names (a style path is component.stylePath). */
export function fieldFromStored(kind: Field['kind'], path: string, locale: Locale | null = DEFAULT_LOCALE): Field {
  if (kind === 'content') return { kind, path, locale: locale ?? DEFAULT_LOCALE };
  const dot = path.indexOf('.');
  return { kind, component: path.slice(0, dot), stylePath: path.slice(dot + 1) };
}

/** Splits camelCase and dotted names into words: buttonBackground -> button background. */
export function words(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._-]/g, ' ')
    .toLowerCase();
}

/**
 * How the editor sees a field named: hero.title -> "Hero › title", games.items.0.title ->
 * "Games › item 1 › title", a colour -> "Hero colour › button background".
 */
export function fieldLabel(field: Field): string {
  if (field.kind === 'style') return `${componentLabel(field.component)} colour › ${words(field.stylePath)}`;
  const parts = field.path.split('.');
  const named: string[] = [];
  for (const [index, part] of parts.entries()) {
    if (/^\d+$/.test(part)) {
      const list = named.pop() ?? '';
      named.push(`${list} ${Number(part) + 1}`.trim());
    } else {
      named.push(index === 0 ? capitalise(words(part)) : words(part));
    }
  }
  return named.join(' › ');
}

/** A component's style key as the editor reads it: playerStories -> "Player stories". */
export function componentLabel(component: string): string {
  return capitalise(words(component));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
