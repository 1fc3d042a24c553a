/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when the SPA is not served by the API itself; '' (same origin) by default. */
  readonly VITE_API_BASE?: string;
  readonly VITE_OAUTH_CLIENT_ID?: string;
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Shared's messages in one language, split at build time (vite.config.ts). */
declare module 'virtual:messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
