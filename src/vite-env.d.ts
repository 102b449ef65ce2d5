/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Themed static assets prefix, from ASSETS_PREFIX at build time. */
  readonly VITE_ASSETS_PREFIX?: string;
}
