import type { Plugin } from 'vite';
import { textLimits } from './text-field-check';

const ID = 'virtual:text-limits';
const RESOLVED = `\0${ID}`;

/**
 * Gives the editor the content schema's text limits as a table (`import limits from
 * 'virtual:text-limits'`, a TextLimits of text-limits.ts), made from the schema when the bundle is
 * built, so that the schema itself and Zod stay out of the editor's bundle.
 */
export function textLimitsPlugin(): Plugin {
  return {
    name: 'brightmoose:text-limits',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(textLimits())};` : undefined),
  };
}
