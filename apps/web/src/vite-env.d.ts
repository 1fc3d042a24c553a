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
