import { useState } from 'react';
import { Box } from '@mantine/core';
import { adToBs } from '@niyukti/shared';
import {
  BsAdDateInput,
  EMPTY_BS_AD_DATE,
  type BsAdDate,
} from '../../../components/bs-ad-date-input';

function dayOf(ad: string | undefined): BsAdDate {
  if (!ad) return EMPTY_BS_AD_DATE;
  try {
    return { ad, bs: adToBs(ad) };
  } catch {
    return { ad, bs: '' };
  }
}

export interface DayFilterProps {
  /** The A.D. day in use (`YYYY-MM-DD`), undefined for none. */
  value: string | undefined;
  /** A whole day (A.D.), or undefined once both fields are emptied. */
  onApply(day: string | undefined): void;
  bsLabel: string;
  adLabel: string;
  /** Base of the inputs' names and ids. */
  name: string;
}

/**
 * One end of a range of days, typed in either calendar (the other follows). What is typed stays
 * here until it is a whole day: only then, or once emptied, does the report ask again.
 */
export function DayFilter({ value, onApply, bsLabel, adLabel, name }: DayFilterProps) {
  const [day, setDay] = useState(() => dayOf(value));
  function change(next: BsAdDate) {
    setDay(next);
    if (next.ad) {
      if (next.ad !== value) onApply(next.ad);
    } else if (next.bs === '' && value !== undefined) onApply(undefined);
  }
  return (
    <Box maw={440} data-testid={`${name}-filter`}>
      <BsAdDateInput
        name={name}
        bsLabel={bsLabel}
        adLabel={adLabel}
        value={day}
        onChange={change}
      />
    </Box>
  );
}
