import { PHASE_HEADING_LABELS, type PhaseHeading } from '@niyukti/shared';
import type { Language } from '../../../lib/i18n';

/** A phase heading's name in the language shown. */
export const headingName = (heading: PhaseHeading, lang: Language): string =>
  PHASE_HEADING_LABELS[heading][lang];
