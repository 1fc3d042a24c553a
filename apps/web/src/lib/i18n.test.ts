import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@niyukti/shared';
import { collectNamespaces, i18n, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/**/*.json', {
  eager: true,
  import: 'default',
});

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flatKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locale files', () => {
  const { ne, en } = collectNamespaces(files);

  it('exist for the common namespace in both languages', () => {
    expect(Object.keys(ne)).toContain('common');
    expect(Object.keys(en)).toContain('common');
  });

  it('have the same namespaces in ne and en', () => {
    expect(Object.keys(ne).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys({ ...ne, ...en }))(
    'namespace %s has exactly the same keys in ne and en',
    (namespace) => {
      expect(flatKeys(ne[namespace]).sort()).toEqual(flatKeys(en[namespace]).sort());
    },
  );

  it.each(Object.keys({ ...ne, ...en }))('namespace %s has no empty text', (namespace) => {
    for (const lang of ['ne', 'en'] as const) {
      const t = i18n.getFixedT(lang, namespace);
      const texts = lang === 'ne' ? ne[namespace] : en[namespace];
      expect(flatKeys(texts).filter((key) => t(key).trim() === '')).toEqual([]);
    }
  });
});

describe('messages namespace', () => {
  it("carries every key of shared's MESSAGES in both languages", () => {
    for (const lang of ['ne', 'en'] as const) {
      const messages = i18n.getResourceBundle(lang, 'messages') as Record<string, string>;
      expect(Object.keys(messages).sort()).toEqual(Object.keys(MESSAGES).sort());
      expect(
        Object.entries(messages).filter(
          ([key, text]) =>
            (MESSAGES as Record<string, { ne: string; en: string }>)[key]?.[lang] !== text,
        ),
      ).toEqual([]);
    }
    expect(i18n.getFixedT('ne', 'messages')('validation.required')).toBe(
      MESSAGES['validation.required'].ne,
    );
    expect(i18n.getFixedT('en', 'messages')('validation.required')).toBe(
      MESSAGES['validation.required'].en,
    );
  });
});

describe('language', () => {
  it('is Nepali by default', () => {
    expect(i18n.options.lng).toBe('ne');
  });

  it('is remembered and set on <html lang>', async () => {
    await setLanguage('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('ne');
    expect(document.documentElement.lang).toBe('ne');
    expect(i18n.t('app.name')).toBe('नियुक्ति');
  });
});

describe('catalogues', () => {
  it("hold one language each, shared's messages in that language, and no essential texts", async () => {
    for (const lang of ['ne', 'en'] as const) {
      const catalogue = (await import(`../locales/${lang}.ts`)) as {
        default: Record<string, Record<string, unknown>>;
      };
      const { essential, messages, ...namespaces } = catalogue.default;
      expect(essential).toBeUndefined();
      expect(messages?.['validation.required']).toBe(MESSAGES['validation.required'][lang]);
      expect(namespaces.common).toEqual(i18n.getResourceBundle(lang, 'common'));
    }
  });

  it("leave the messages only staff meet to the office's catalogue", async () => {
    for (const lang of ['ne', 'en'] as const) {
      const portal = (await import(`../locales/${lang}.ts`)) as {
        default: Record<string, Record<string, string>>;
      };
      const office = (await import(`../locales/${lang}-office.ts`)) as {
        default: Record<string, Record<string, string>>;
      };
      expect(portal.default.messages?.['distribution.saved']).toBeUndefined();
      expect(portal.default.messages?.['requisitions.approved']).toBeUndefined();
      expect(office.default.messages?.['distribution.saved']).toBe(
        MESSAGES['distribution.saved'][lang],
      );
      expect(office.default.messages?.['validation.required']).toBeUndefined();
    }
  });

  it('leave the essential texts in both languages before any catalogue is fetched', () => {
    expect(i18n.getFixedT('ne', 'essential')('startup.tryAgain')).toBe('फेरि प्रयास गर्नुहोस्');
    expect(i18n.getFixedT('en', 'essential')('startup.tryAgain')).toBe('Try again');
  });
});
