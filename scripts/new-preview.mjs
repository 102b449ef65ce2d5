// npm run generation:new: creates a fresh preview generation in the database the server uses
// (DATABASE_URL for PostgreSQL when set, else the SQLite file of DATABASE_PATH), owned by the
// operator, and prints a one-time sign-in link that opens it (on PORT, default 8080).
const { register } = await import('tsx/esm/api');
register();
const { newPreview } = await import('../server/preview/new-preview.ts');
await newPreview();
