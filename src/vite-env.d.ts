/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Themed static assets prefix, from ASSETS_PREFIX at build time. */
  readonly VITE_ASSETS_PREFIX?: string;
  /** Year the site was built, set by scripts/build.mjs; the copyright year until the client runs. */
  readonly VITE_BUILD_YEAR?: string;
}

/** The content schema's text limits by path (a TextLimits of src/content/text-limits.ts), made from the schema at build time (text-limits-plugin.ts there). */
declare module 'virtual:text-limits' {
  const limits: Readonly<Record<string, number>>;
  export default limits;
}
