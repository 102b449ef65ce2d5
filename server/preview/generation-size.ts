import { CONTENT_LIMITS } from '../../src/content/text-schema';

/** Bytes of a value as compact UTF-8 JSON. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/**
 * Sizes already known, by object: stored editions and style sets are never changed in place (an
 * edit makes a new object), so a size learnt once stays true, and a text edit can give its new
 * edition's size from the old one without serialising the whole content again.
 */
const known = new WeakMap<object, number>();

/** Bytes of one edition, style set or translations object as compact JSON, measured once per object. */
export function partBytes(part: object): number {
  let bytes = known.get(part);
  if (bytes === undefined) {
    bytes = jsonBytes(part);
    known.set(part, bytes);
  }
  return bytes;
}

/** Records the size of a new edition made from one of known size by changing one text. */
export function rememberBytes(part: object, bytes: number): void {
  known.set(part, bytes);
}

/** A generation's data as the bound counts it: `{ content, translations, styles }` as compact JSON. */
export type SizedData = { content: object; translations: Record<string, object>; styles: object };

/** The bytes of `{"content":…,"translations":{…},"styles":…}`, each part measured once per object. */
export function generationBytes({ content, translations, styles }: SizedData): number {
  let editions = 0;
  let count = 0;
  for (const locale in translations) {
    // "locale":{…} and the comma before every edition but the first.
    editions += locale.length + 3 + partBytes(translations[locale]!) + (count++ > 0 ? 1 : 0);
  }
  return KEYS_BYTES + partBytes(content) + 2 + editions + partBytes(styles);
}

/** `{"content":,"translations":,"styles":}`: the generation's JSON without its three values. */
const KEYS_BYTES = jsonBytes({ content: 0, translations: 0, styles: 0 }) - 3;

/**
 * Why a generation is over the bound, naming its largest part, or undefined when it is within
 * it: `the generation would be 300,123 bytes of JSON, more than 262,144 (largest part: content.terms)`.
 */
export function oversizeMessage(data: SizedData, verb = 'is'): string | undefined {
  const bytes = generationBytes(data);
  if (bytes <= CONTENT_LIMITS.generationBytes) return undefined;
  const parts: [string, unknown][] = [
    ...Object.entries(data.content).map(([key, value]): [string, unknown] => [`content.${key}`, value]),
    ...Object.entries(data.translations).flatMap(([locale, edition]) => Object.entries(edition).map(([key, value]): [string, unknown] => [`translations.${locale}.${key}`, value])),
    ['styles', data.styles],
  ];
  const largest = parts.map(([path, value]) => [path, jsonBytes(value)] as const).sort((a, b) => b[1] - a[1])[0];
  const number = (value: number) => value.toLocaleString('en-CA');
  return `the generation ${verb} ${number(bytes)} bytes of JSON, more than the ${number(CONTENT_LIMITS.generationBytes)} allowed (largest part: ${largest?.[0]}, ${number(largest?.[1] ?? 0)} bytes)`;
}
