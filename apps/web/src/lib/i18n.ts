import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { use } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { MESSAGES_NAMESPACE, type Namespaces } from '../locales/catalogue';

export const LANGUAGES = ['ne', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ne';
export const LANGUAGE_STORAGE_KEY = 'niyukti.lang';

export { MESSAGES_NAMESPACE };

/** Texts bundled with the app in both languages: see locales/catalogue.ts. */
export const ESSENTIAL_NAMESPACE = 'essential';

const essentialFiles = import.meta.glob<Record<string, unknown>>('../locales/*/essential.json', {
  eager: true,
  import: 'default',
});

export function collectNamespaces(
  files: Record<string, Record<string, unknown>>,
): Record<Language, Namespaces> {
  const byLanguage: Record<Language, Namespaces> = { ne: {}, en: {} };
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/(?:(?:office|signed-in)\/)?([^/]+)\.json$/.exec(path);
    const lang = match?.[1];
    const namespace = match?.[2];
    if (!namespace || !isLanguage(lang)) continue;
    byLanguage[lang][namespace] = content;
  }
  return byLanguage;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'ne' || value === 'en';
}

function essentialResources(): Resource {
  const namespaces = collectNamespaces(essentialFiles);
  const resources: Resource = {};
  for (const lang of LANGUAGES) resources[lang] = namespaces[lang] as ResourceLanguage;
  return resources;
}

/**
 * The texts every page uses, those of the signed-in screens (a candidate's or a staff user's),
 * or the back office's (locales/catalogue.ts).
 */
export type CataloguePart = 'portal' | 'signed-in' | 'office';

// One chunk per language and part, fetched when first used: a candidate reading Nepali never
// downloads the English texts, nor the staff screens' words; a first visitor signing in, not
// the profile's and applications' words.
const CATALOGUES: Record<
  Language,
  Record<CataloguePart, () => Promise<{ default: Namespaces }>>
> = {
  ne: {
    portal: () => import('../locales/ne'),
    'signed-in': () => import('../locales/ne-signed-in'),
    office: () => import('../locales/ne-office'),
  },
  en: {
    portal: () => import('../locales/en'),
    'signed-in': () => import('../locales/en-signed-in'),
    office: () => import('../locales/en-office'),
  },
};

const loading = new Map<string, Promise<void>>();
/** The parts asked for so far: switching language fetches them in the other language too. */
const partsInUse = new Set<CataloguePart>(['portal']);

/**
 * Fetches a catalogue once. A failed fetch is forgotten, so the next attempt (the start-up
 * screen's "try again", the next visit to /admin) fetches it afresh.
 */
export function loadLanguage(lang: Language, part: CataloguePart = 'portal'): Promise<void> {
  partsInUse.add(part);
  const key = `${lang}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = CATALOGUES[lang][part]().then(({ default: namespaces }) => {
      for (const [namespace, texts] of Object.entries(namespaces))
        i18n.addResourceBundle(lang, namespace, texts, true, true);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Suspends the component until these catalogue parts of the current language are here. */
export function useCatalogue(...parts: CataloguePart[]): void {
  const { i18n: instance } = useTranslation();
  const lang = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  // Every fetch starts before the first wait: the parts arrive side by side, not in turn.
  for (const pending of parts.map((part) => loadLanguage(lang, part))) use(pending);
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
  resources: essentialResources(),
  // Catalogues arrive by loadLanguage; until then only the essential texts are there.
  partialBundledLanguages: true,
  lng: readStoredLanguage(),
  // Both catalogues hold the same keys (a test says so): no second language to fall back on.
  fallbackLng: false,
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

/** Switches language once its catalogue is here, so no text shows as its key meanwhile. */
export async function setLanguage(lang: Language): Promise<unknown> {
  await Promise.all([...partsInUse].map((part) => loadLanguage(lang, part)));
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
