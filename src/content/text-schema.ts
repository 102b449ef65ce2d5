import { z } from 'zod';

/** A text a visitor reads: never empty. Shared by the content schema's per-topic modules. */
export const text = z.string().min(1, 'must not be empty');
