import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageOf } from '@niyukti/shared';
import { WrittenText } from './written-text';

describe('languageOf', () => {
  it.each([
    ['कागजात रुजु भयो, योग्य।', 'ne'],
    ['Documents checked, eligible.', 'en'],
    // Mostly Nepali with a code in it, and the other way round.
    ['विज्ञापन 16613/082-83 रद्द', 'ne'],
    ['Ad 16613/082-83: बाबुको नाम', 'en'],
    ['—', 'en'],
  ])('%s is written in %s', (text, language) => {
    expect(languageOf(text)).toBe(language);
  });
});

describe('WrittenText', () => {
  it('marks a Nepali remark as Nepali on any page, so a screen reader reads it so', () => {
    render(<WrittenText>न्यूनतम योग्यता पुगेन।</WrittenText>);
    expect(screen.getByText('न्यूनतम योग्यता पुगेन।')).toHaveAttribute('lang', 'ne');
  });
});
