/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Themed static assets prefix, from ASSETS_PREFIX at build time. */
  readonly VITE_ASSETS_PREFIX?: string;
  /** Year the site was built, set by scripts/build.mjs; the copyright year until the client runs. */
  readonly VITE_BUILD_YEAR?: string;
}
