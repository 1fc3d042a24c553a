// What the tests of the phase-1 and phase-2 pages share: the pages' addresses, the class and
// service they are opened for, and a page opened at an address with a probe showing its search.
import { within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { TMasterRecord, VacancyPhase } from '@niyukti/shared';
import type { FetchMock } from '../../test/fetch-mock';
import { A_STAFF_MEMBER, renderAt } from '../../test/master-data';
import { VacancyFormulaPage } from './pages/vacancy-formula-page';

export const PAGES: Record<VacancyPhase, string> = {
  'phase-one': '/admin/distribution-formula-configuration-phase-1/formula',
  'phase-two': '/admin/distribution-formula-configuration-phase-2/formula',
};
export const apiOf = (phase: VacancyPhase) => `/api/internal/distribution/${phase}`;

export const CLASSES: TMasterRecord[] = [
  { id: 2, active: true, nameEn: 'Gazetted Third Class', nameNe: 'राजपत्राङ्कित तृतीय श्रेणी' },
  { id: 3, active: true, nameEn: 'Non-gazetted First Class', nameNe: 'राजपत्र अनङ्कित प्रथम श्रेणी' },
];
export const SERVICES: TMasterRecord[] = [
  { id: 7, active: true, nameEn: 'Nepal Administration Service', nameNe: 'नेपाल प्रशासन सेवा' },
];

/** Where the router is: the page keeps the class, service, tab and view in the address. */
function AddressProbe() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

/** The page of `phase` at `search` (default: class 2 of service 7), signed in as `user`. */
export const openVacancyPage = ({
  phase = 'phase-one',
  search = '?classId=2&serviceId=7',
  user = A_STAFF_MEMBER,
}: { phase?: VacancyPhase; search?: string; user?: typeof A_STAFF_MEMBER } = {}) =>
  renderAt(
    <>
      <VacancyFormulaPage phase={phase} />
      <AddressProbe />
    </>,
    `${PAGES[phase]}${search}`,
    PAGES[phase],
    { signedInAs: user },
  );

export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The calls made with `method`. */
export const callsOf = (fetchMock: FetchMock, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
