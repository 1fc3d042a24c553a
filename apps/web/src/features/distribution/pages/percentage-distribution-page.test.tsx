import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TRequisitionSummary } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { aStaffMemberWith, getUrls, renderAt, serveMasterData } from '../../../test/master-data';
import { setScreenWidth } from '../../../test/screen-width';
import { NAYAB_SUBBAS, pageOf, requisition, SECTION_OFFICERS } from '../test-fixtures';
import { PercentageDistributionPage } from './percentage-distribution-page';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/admin/percentage-distribution';
const LIST = '/api/internal/distribution/requisitions';

/** A distribution officer: reads PD, nothing else. */
const OFFICER = aStaffMemberWith('PD', ['read']);

/** A requisition whose distribution was approved: listed to be read, not distributed again. */
const DISTRIBUTED = requisition({
  id: 33,
  number: 'RQ-33/076-77',
  status: 'distributed',
  totalVacancy: 12,
});

let fetchMock: FetchMock;
function serve({
  waiting = [SECTION_OFFICERS, NAYAB_SUBBAS, DISTRIBUTED],
}: { waiting?: TRequisitionSummary[] } = {}) {
  serveMasterData(fetchMock, {}, { [`GET ${LIST}`]: () => pageOf(waiting) });
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
  serve();
});

const openPage = () =>
  renderAt(<PercentageDistributionPage />, PAGE, PAGE, { signedInAs: OFFICER });

/** The row of a requisition, by its number as issued. */
const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr')!;

/** The text of an element without what keeps its issued script (the requisition's number). */
function textOutsideIssuedCodes(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[translate="no"]').forEach((code) => code.remove());
  return copy.textContent ?? '';
}

describe('percentage distribution requests in Nepali', () => {
  beforeEach(() => i18n.changeLanguage('ne'));

  it('lists the requisitions in Devanagari digits, each with "Distribute" opening its form', async () => {
    const user = openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'प्रतिशत वितरण अनुरोधहरू' }),
    ).toBeVisible();
    const row = await rowOf('RQ-31/076-77');
    expect(within(row).getByText('शाखा अधिकृत')).toBeVisible();
    expect(within(row).getByText('नेपाल प्रशासन सेवा · राजपत्राङ्कित तृतीय श्रेणी')).toBeVisible();
    expect(within(row).getByText('५६०')).toBeVisible();
    expect(within(row).getByTestId('requisition-status')).toHaveTextContent('स्वीकृत');
    expect(row).toHaveTextContent('२०७६');
    expect(textOutsideIssuedCodes(row)).not.toMatch(/[0-9]/);
    const distribute = within(row).getByRole('link', {
      name: 'माग नं. RQ-31/076-77 को पद वितरण गर्नुहोस्',
    });
    expect(distribute).toHaveTextContent('वितरण गर्नुहोस्');
    expect(distribute).toHaveAttribute('href', '/admin/percentage-distribution/31');

    // A distributed requisition is there to be read.
    const done = await rowOf('RQ-33/076-77');
    expect(within(done).getByTestId('requisition-status')).toHaveTextContent('वितरण भयो');
    expect(
      within(done).getByRole('link', { name: 'माग नं. RQ-33/076-77 को पद वितरण हेर्नुहोस्' }),
    ).toHaveTextContent('हेर्नुहोस्');
    expect(getUrls(fetchMock).some((url) => url.pathname === LIST)).toBe(true);

    await user.click(distribute);
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('on a phone: the requisitions are cards, each with its "Distribute"', async () => {
    setScreenWidth(375);
    openPage();
    const list = await screen.findByRole('list', { name: 'वितरणका लागि बाँकी माग फारामहरू' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[0]!).getByRole('link', { name: 'माग नं. RQ-31/076-77 को पद वितरण गर्नुहोस्' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('percentage distribution requests in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('names each action after its requisition', async () => {
    openPage();
    expect(
      await screen.findByRole('link', { name: 'Distribute requisition RQ-32/076-77' }),
    ).toHaveAttribute('href', '/admin/percentage-distribution/32');
    expect(
      screen.getByRole('link', { name: 'View the distribution of requisition RQ-33/076-77' }),
    ).toBeVisible();
  });

  it('says honestly that no approved requisition is waiting', async () => {
    serve({ waiting: [] });
    openPage();
    expect(
      await screen.findByText('No approved requisition is waiting for distribution.'),
    ).toBeVisible();
    expect(screen.getByTestId('percentage-distribution-empty')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Distribute/ })).not.toBeInTheDocument();
  });
});
