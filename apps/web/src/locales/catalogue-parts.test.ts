import { describe, expect, it } from 'vitest';

// Beside the texts every page uses, the signed-in screens' words and the back office's are
// catalogues of their own (catalogue.ts), fetched by the signed-in layouts and /admin's layout
// alone. A page that used a namespace of a catalogue its layout never fetched would show raw
// keys (a first visitor's sign-in page, a candidate's profile): this test finds such a use.

function namespacesIn(files: Record<string, unknown>): string[] {
  return Object.keys(files).map((path) => /([^/]+)\.json$/.exec(path)![1]!);
}

const OFFICE_FEATURES =
  'access|advertisements|age-limits|audit|distribution|distribution-history|distribution-reports|master-config|payment-admin|requisitions|scrutiny|scrutiny-allocation|scrutiny-reports|staff-reports';
const SIGNED_IN_FEATURES = 'applications|profile|vacancies|dashboard|acting-for|notifications';

const PARTS = [
  {
    part: 'office',
    namespaces: namespacesIn(import.meta.glob('./ne/office/*.json')),
    /** Source files drawn only in the back office. */
    code: new RegExp(
      `^\\.\\./(features/(${OFFICE_FEATURES})/|lib/routing/admin-menu\\.ts$|app/layouts/admin-layout\\.tsx$)`,
    ),
  },
  {
    part: 'signed-in',
    namespaces: namespacesIn(import.meta.glob('./ne/signed-in/*.json')),
    /** Source files drawn only once signed in, in either shell. */
    code: new RegExp(
      `^\\.\\./(features/(${SIGNED_IN_FEATURES}|${OFFICE_FEATURES})/|components/(profile-gap-links|upload-progress)\\.tsx$|lib/routing/admin-menu\\.ts$|app/layouts/(admin|candidate)-layout\\.tsx$)`,
    ),
  },
];

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** `'scrutiny:key'`, useTranslation('scrutiny') or (['x', 'scrutiny']), { ns: 'scrutiny' }. */
function namespaceUses(source: string, namespace: string): boolean {
  const quoted = `['"\`]${namespace.replace('-', '\\-')}`;
  return [
    new RegExp(`${quoted}:`),
    new RegExp(`useTranslation\\((\\[[^\\]]*)?${quoted}['"\`]`),
    new RegExp(`ns: ${quoted}['"\`]`),
    new RegExp(`getFixedT\\([^,]+, ${quoted}['"\`]`),
  ].some((pattern) => pattern.test(source));
}

describe.each(PARTS)('the $part catalogue', ({ namespaces, code }) => {
  it('holds namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(3);
  });

  it('is used only by the screens whose layout fetches it', () => {
    const outside = Object.entries(sources).filter(([path]) => !code.test(path));
    expect(outside.length).toBeGreaterThan(50);
    const uses = outside.flatMap(([path, source]) =>
      namespaces
        .filter((namespace) => namespaceUses(source, namespace))
        .map((namespace) => `${path} uses ${namespace}`),
    );
    expect(uses).toEqual([]);
  });
});

describe('the parts', () => {
  it('are where the layouts expect them', () => {
    expect(PARTS[0]!.namespaces).toEqual(expect.arrayContaining(['access', 'scrutiny']));
    expect(PARTS[1]!.namespaces).toEqual(expect.arrayContaining(['profile', 'applications']));
  });

  it('catch a use where it should not be', () => {
    expect(namespaceUses("const { t } = useTranslation('scrutiny');", 'scrutiny')).toBe(true);
    expect(namespaceUses("t('age-limits:title')", 'age-limits')).toBe(true);
    expect(namespaceUses("t('key', { ns: 'audit' })", 'audit')).toBe(true);
    expect(namespaceUses("useTranslation(['common', 'profile'])", 'profile')).toBe(true);
    expect(namespaceUses("event.kind === 'scrutiny'", 'scrutiny')).toBe(false);
  });
});
