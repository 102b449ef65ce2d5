// Zod compiles a fast parser for each object schema with `new Function`, and checks that it may
// when the first object schema is made. The site's Content-Security-Policy allows no eval, so that
// check was reported as a violation on every preview page once the editor's bundle held the content
// schema (its text limits). Imported first by mount-preview.tsx, so it runs before any schema is
// made; the parsers are as fast without it for the editor's small checks (docs/decisions/029).
import { z } from 'zod';

z.config({ jitless: true });
