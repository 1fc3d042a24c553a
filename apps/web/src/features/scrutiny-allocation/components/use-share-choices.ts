import { useState } from 'react';
import type { TScrutinyOfficer } from '@niyukti/shared';
import type { OfficerShare } from '../api/change-allocation';
import { readShares, type ShareChoices } from './officer-shares';

/**
 * The picker's state and its checks: `read()` gives the shares to send, or says what is wrong
 * (under the numbers, or that no officer is ticked) and gives none.
 */
export function useShareChoices() {
  const [choices, setChoices] = useState<ShareChoices>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | undefined>(undefined);

  function read(officers: readonly TScrutinyOfficer[]): OfficerShare[] | undefined {
    const result = readShares(officers, choices);
    setProblems(result.ok ? {} : result.problems);
    setError(!result.ok && result.none ? 'scrutiny.noOfficers' : undefined);
    return result.ok ? result.shares : undefined;
  }

  function reset() {
    setChoices({});
    setProblems({});
    setError(undefined);
  }

  return {
    picker: { choices, onChange: setChoices, problems, error },
    read,
    reset,
  };
}
