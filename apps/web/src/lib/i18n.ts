import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from '@niyukti/shared';

export const LANGUAGES = ['ne', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ne';
export const LANGUAGE_STORAGE_KEY = 'niyukti.lang';

/** Namespace that holds the message keys of `@niyukti/shared` (validation and server messages). */
export const MESSAGES_NAMESPACE = 'messages';

type Namespaces = Record<string, Record<string, unknown>>;

/**
 * Every `src/locales/<lang>/<namespace>.json` is picked up at build time, so a feature adds its
 * own namespace file without touching this module.
 */
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function collectNamespaces(
  files: Record<string, Record<string, unknown>>,
): Record<Language, Namespaces> {
  const byLanguage: Record<Language, Namespaces> = { ne: {}, en: {} };
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const lang = match?.[1];
    const namespace = match?.[2];
    if (!namespace || !isLanguage(lang)) continue;
    byLanguage[lang][namespace] = content;
  }
  return byLanguage;
}

/** Splits shared's `{ key: { en, ne } }` catalogue into one flat table per language. */
export function messagesByLanguage(
  messages: Readonly<Record<string, { en: string; ne: string }>>,
): Record<Language, Record<string, string>> {
  const result: Record<Language, Record<string, string>> = { ne: {}, en: {} };
  for (const [key, text] of Object.entries(messages)) {
    result.ne[key] = text.ne;
    result.en[key] = text.en;
  }
  return result;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'ne' || value === 'en';
}

function buildResources(): Resource {
  const namespaces = collectNamespaces(localeFiles);
  const messages = messagesByLanguage(MESSAGES);
  const resources: Resource = {};
  for (const lang of LANGUAGES) {
    resources[lang] = {
      ...namespaces[lang],
      [MESSAGES_NAMESPACE]: messages[lang],
    } as ResourceLanguage;
  }
  return resources;
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage disabled (private mode): the default still works
  }
}

function rememberLanguage(lang: string): void {
  if (!isLanguage(lang)) return;
  document.documentElement.lang = lang;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not being able to remember the choice must not break switching.
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: readStoredLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', rememberLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function setLanguage(lang: Language): Promise<unknown> {
  return i18n.changeLanguage(lang);
}

/** Picks the text of a bilingual `{ en, ne }` pair for the current language. */
export function pickText(
  text: { en?: string; ne?: string } | null | undefined,
): string | undefined {
  if (!text) return undefined;
  const lang = currentLanguage();
  return text[lang] || text.en || text.ne || undefined;
}
