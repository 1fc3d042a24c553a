import type { ReactNode } from 'react';
import { languageOf } from '@niyukti/shared';

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
