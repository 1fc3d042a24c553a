/**
 * A language's texts come in two catalogues, each one chunk fetched when first needed
 * (lib/i18n.ts): the portal's (`locales/<lang>/*.json` and shared's messages as the `messages`
 * namespace), which every page uses, and the back office's (`locales/<lang>/office/*.json`, and
 * the messages of the areas only staff meet, merged into `messages`: vite.config.ts), which
 * only /admin uses: a candidate never downloads the staff screens' words. A namespace
 * the candidate side uses belongs in the portal (a test checks). `essential.json` is in
 * neither: it is bundled with the app itself in both languages, for what must be said before
 * a catalogue arrives (loading, the server away, maintenance) and the few texts shown in both
 * languages at once.
 */
export type Namespaces = Record<string, Record<string, unknown>>;

/** Namespace that holds the message keys of `@niyukti/shared` (validation and server messages). */
export const MESSAGES_NAMESPACE = 'messages';

/** `{ './ne/auth.json': {...} }` and the messages → `{ auth: {...}, messages: {...} }`. */
export function catalogueOf(
  files: Record<string, Record<string, unknown>>,
  messages?: Record<string, string>,
): Namespaces {
  const namespaces: Namespaces = messages ? { [MESSAGES_NAMESPACE]: messages } : {};
  for (const [path, content] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) namespaces[namespace] = content;
  }
  return namespaces;
}
