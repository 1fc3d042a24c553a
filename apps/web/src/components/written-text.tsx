import type { ReactNode } from 'react';

const DEVANAGARI = /[\u0900-\u097F]/g;
const LATIN = /[A-Za-z0-9]/g;

/** The language a person wrote a text in, by its script: Nepali where Devanagari dominates. */
export function languageOf(text: string): 'ne' | 'en' {
  const devanagari = text.match(DEVANAGARI)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  return devanagari >= latin && devanagari > 0 ? 'ne' : 'en';
}

/**
 * A text as a person wrote it (remarks, a work summary), marked with the language it is in,
 * whatever the page's: Nepali remarks on an English page are read by a screen reader as Nepali,
 * and keep their line breaks.
 */
export function WrittenText({ children }: { children: string }): ReactNode {
  return (
    <span lang={languageOf(children)} style={{ whiteSpace: 'pre-wrap' }}>
      {children}
    </span>
  );
}
