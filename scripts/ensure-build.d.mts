/** Builds the site into dist/ (npm run build) when it is missing or older than the sources. */
export function ensureBuild(): void;
