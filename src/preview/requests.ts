import { z } from 'zod';
import { cssColorSchema } from '../content/schema';

/** Longest text an editor may save into one field. */
export const MAX_TEXT_LENGTH = 5000;

/** Body of POST /api/preview/{generationId}/content (SPEC.md section 7). */
export const contentEditSchema = z
  .object({
    /** Dotted path of an existing text in the content object. */
    path: z.string().min(1).max(200),
    /** The new text, plain. Empty only where the content schema allows it (checked with the content). */
    content: z.string().trim().max(MAX_TEXT_LENGTH, `text must be at most ${MAX_TEXT_LENGTH} characters`),
  })
  .strict();
export type ContentEdit = z.infer<typeof contentEditSchema>;

/** Body of POST /api/preview/{generationId}/styles/v2 (SPEC.md section 7). */
export const styleEditSchema = z
  .object({
    /** Component whose colour changes, e.g. hero. */
    componentName: z.string().min(1).max(64),
    /** Style path within the component, e.g. background. */
    stylePath: z.string().min(1).max(64),
    /** The new colour, any CSS notation; the server keeps its normal form (lower-case hex). */
    value: cssColorSchema,
  })
  .strict();
export type StyleEdit = z.infer<typeof styleEditSchema>;

/** What the server answers to an accepted edit. */
export type ContentSaved = { path: string; content: string; revision: number };
export type StyleSaved = { componentName: string; stylePath: string; value: string; revision: number };
