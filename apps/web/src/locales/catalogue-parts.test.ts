import { describe, expect, it } from 'vitest';

// The back office's words are a catalogue of their own (catalogue.ts), fetched by /admin's
// layout alone. A page outside the back office that used one of its namespaces would show raw
// keys to a candidate, whose browser never fetched it: this test finds such a use in the code.

const OFFICE_NAMESPACES = Object.keys(
  import.meta.glob('./ne/office/*.json', { eager: true, import: 'default' }),
).map((path) => /([^/]+)\.json$/.exec(path)![1]!);

/** Source files of the back office, which may use its namespaces. */
const OFFICE_CODE =
  /^\.\.\/(features\/(access|advertisements|age-limits|audit|master-config|payment-admin|scrutiny)\/|lib\/routing\/admin-menu\.ts$|app\/layouts\/admin-layout\.tsx$)/;

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

describe("the back office's catalogue", () => {
  it('holds the namespaces of the staff screens', () => {
    expect(OFFICE_NAMESPACES).toEqual(expect.arrayContaining(['access', 'scrutiny']));
  });

  it('is used by the back office alone', () => {
    const outside = Object.entries(sources).filter(([path]) => !OFFICE_CODE.test(path));
    expect(outside.length).toBeGreaterThan(100);
    const uses = outside.flatMap(([path, source]) =>
      OFFICE_NAMESPACES.filter((namespace) => namespaceUses(source, namespace)).map(
        (namespace) => `${path} uses ${namespace}`,
      ),
    );
    expect(uses).toEqual([]);
  });

  it('catches a use where it should not be', () => {
    expect(namespaceUses("const { t } = useTranslation('scrutiny');", 'scrutiny')).toBe(true);
    expect(namespaceUses("t('age-limits:title')", 'age-limits')).toBe(true);
    expect(namespaceUses("t('key', { ns: 'audit' })", 'audit')).toBe(true);
    expect(namespaceUses("event.kind === 'scrutiny'", 'scrutiny')).toBe(false);
  });
});
