import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TMasterRecord } from '@niyukti/shared';
import { i18n } from '../../../lib/i18n';
import {
  json,
  mockFetch,
  resetToasts,
  shownToasts,
  type FetchMock,
} from '../../../test/fetch-mock';
import {
  A_STAFF_MEMBER,
  bodyOf,
  getUrls,
  renderAt,
  serveMasterData,
  aStaffMemberWith,
} from '../../../test/master-data';
import { CombinePostPage, MasterEntityPage } from './master-entity-page';

vi.setConfig({ testTimeout: 30_000 });

const PROVINCES: TMasterRecord[] = [
  { id: 1, active: true, nameEn: 'Koshi', nameNe: 'कोशी' },
  { id: 3, active: true, nameEn: 'Bagmati', nameNe: 'बागमती' },
];
const DISTRICTS: TMasterRecord[] = [
  { id: 27, active: true, provinceId: 3, nameEn: 'Kathmandu', nameNe: 'काठमाडौं' },
  { id: 1, active: false, provinceId: 1, nameEn: 'Taplejung', nameNe: 'ताप्लेजुङ' },
];
const RELIGIONS: TMasterRecord[] = [{ id: 5, active: true, nameEn: 'Hindu', nameNe: 'हिन्दू' }];

const IN_USE = {
  en: 'This record is in use and cannot be deleted. Make it inactive instead.',
  ne: 'यो विवरण प्रयोगमा रहेकाले हटाउन मिल्दैन। बरु निष्क्रिय बनाउनुहोस्।',
};

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  fetchMock = mockFetch();
  serveMasterData(fetchMock, {
    provinces: PROVINCES,
    districts: DISTRICTS,
    religions: RELIGIONS,
    classes: [{ id: 2, active: true, nameEn: 'Officer', nameNe: 'अधिकृत', type: 'x', code: 'O' }],
    'payment-fees': [{ id: 9, active: true, classId: 2, basicPrice: 1200, extraPrice: 400 }],
  });
});

const openEntity = (key: string) =>
  renderAt(<MasterEntityPage />, `/admin/master-data/${key}`, '/admin/master-data/:entity', {
    signedInAs: A_STAFF_MEMBER,
  });

const rowOf = async (text: string) =>
  (await screen.findByRole('cell', { name: text })).closest('tr')!;

describe('MasterEntityPage', () => {
  it('lists districts with their province named in Nepali, all statuses by default', async () => {
    openEntity('districts');
    expect(await screen.findByRole('heading', { name: 'जिल्लाहरू' })).toBeInTheDocument();
    const kathmandu = await rowOf('काठमाडौं');
    await waitFor(() => expect(kathmandu).toHaveTextContent('बागमती'));
    expect(kathmandu).toHaveTextContent('सक्रिय');
    expect(await rowOf('ताप्लेजुङ')).toHaveTextContent('निष्क्रिय');
    const list = getUrls(fetchMock).find(
      (url) => url.pathname.endsWith('/districts') && url.searchParams.get('pageSize') === '10',
    );
    expect(list?.searchParams.get('status')).toBe('all');
    // The province filter is offered because districts hang under provinces.
    expect(screen.getByTestId('master-parent-filter')).toBeInTheDocument();
  });

  it('asks the server again when the status or the parent filter changes', async () => {
    const user = openEntity('districts');
    await rowOf('काठमाडौं');
    const status = screen.getByTestId('master-status-filter');
    expect(status).toHaveAccessibleName('अवस्था');
    await user.click(within(status).getByRole('radio', { name: 'निष्क्रिय' }));
    await waitFor(() =>
      expect(getUrls(fetchMock).some((url) => url.searchParams.get('status') === 'inactive')).toBe(
        true,
      ),
    );
    await user.click(screen.getByTestId('master-parent-filter'));
    await user.click(await screen.findByRole('option', { name: 'बागमती' }));
    await waitFor(() =>
      expect(getUrls(fetchMock).some((url) => url.searchParams.get('parentId') === '3')).toBe(true),
    );
  });

  it('shows amounts as money and names the class, in Devanagari digits', async () => {
    openEntity('payment-fees');
    const row = await rowOf('रु. १,२००.००');
    await waitFor(() => expect(row).toHaveTextContent('अधिकृत'));
    expect(row).toHaveTextContent('रु. ४००.००');
  });

  it('refuses an empty or Latin-lettered religion with translated messages, sending nothing', async () => {
    const user = openEntity('religions');
    await rowOf('हिन्दू');
    await user.click(screen.getByTestId('master-add'));
    const dialog = await screen.findByRole('dialog', { name: 'नयाँ धर्म थप्नुहोस्' });
    await user.click(within(dialog).getByTestId('master-submit'));
    expect(await within(dialog).findAllByText('यो विवरण अनिवार्य छ।')).toHaveLength(2);
    await user.type(within(dialog).getByTestId('master-field-nameNe'), 'Buddhist');
    await user.click(within(dialog).getByTestId('master-submit'));
    expect(await within(dialog).findByText('कृपया नेपालीमा लेख्नुहोस्।')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('posts a valid religion and puts the server’s field problems under their fields', async () => {
    serveMasterData(
      fetchMock,
      { religions: RELIGIONS },
      {
        'POST /api/internal/master-data/religions': () =>
          json(400, {
            status: 0,
            message: { en: 'Check the form.', ne: 'फारम जाँच्नुहोस्।' },
            data: { issues: [{ path: 'nameEn', message: 'validation.noEdgeSpaces' }] },
            code: 'VALIDATION_FAILED',
          }),
      },
    );
    const user = openEntity('religions');
    await rowOf('हिन्दू');
    await user.click(screen.getByTestId('master-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('master-field-nameEn'), 'Buddhist');
    await user.type(within(dialog).getByTestId('master-field-nameNe'), 'बौद्ध');
    await user.click(within(dialog).getByTestId('master-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toEqual({
        nameEn: 'Buddhist',
        nameNe: 'बौद्ध',
        active: true,
      }),
    );
    expect(
      await within(dialog).findByText('सुरु वा अन्त्यमा रहेको खाली ठाउँ हटाउनुहोस्।'),
    ).toBeInTheDocument();
  });

  it('edits a record with its values filled in and sends it to its own address', async () => {
    serveMasterData(
      fetchMock,
      { religions: RELIGIONS },
      { 'PUT /api/internal/master-data/religions/5': () => ({ ...RELIGIONS[0], active: false }) },
    );
    const user = openEntity('religions');
    await rowOf('हिन्दू');
    await user.click(screen.getByTestId('master-edit-5'));
    const dialog = await screen.findByRole('dialog', { name: 'धर्म सम्पादन गर्नुहोस्' });
    expect(within(dialog).getByTestId('master-field-nameEn')).toHaveValue('Hindu');
    await user.click(within(dialog).getByTestId('master-field-active'));
    await user.click(within(dialog).getByTestId('master-submit'));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toEqual({ nameEn: 'Hindu', nameNe: 'हिन्दू', active: false }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks the spec’s delete question in either language', async () => {
    const user = openEntity('religions');
    await rowOf('हिन्दू');
    await user.click(screen.getByTestId('master-delete-5'));
    expect(await screen.findByText('के तपाईं यो धर्म विवरण मेटाउन निश्चित हुनुहुन्छ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    await i18n.changeLanguage('en');
    await user.click(screen.getByTestId('master-delete-5'));
    expect(
      await screen.findByText('Are you sure you want to delete this religion detail?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('tells why a record in use cannot be deleted, in the server’s words, and keeps it', async () => {
    serveMasterData(
      fetchMock,
      { provinces: PROVINCES, districts: DISTRICTS },
      {
        'DELETE /api/internal/master-data/districts/27': () =>
          json(409, { status: 0, message: IN_USE, data: null, code: 'CONFLICT' }),
      },
    );
    const user = openEntity('districts');
    await rowOf('काठमाडौं');
    await user.click(screen.getByTestId('master-delete-27'));
    await user.click(await screen.findByRole('button', { name: 'पुष्टि गर्नुहोस्' }));
    await waitFor(() => expect(shownToasts()).toContain(IN_USE.ne));
    await waitFor(() => expect(screen.queryByText(/विवरण मेटाउन निश्चित/)).not.toBeInTheDocument());
    expect(await rowOf('काठमाडौं')).toBeInTheDocument();
  });

  it('lists only the chosen province’s districts in a form holding both', async () => {
    serveMasterData(fetchMock, { provinces: PROVINCES, districts: DISTRICTS, 'exam-centres': [] });
    const user = openEntity('exam-centres');
    await user.click(await screen.findByTestId('master-add'));
    const dialog = await screen.findByRole('dialog');
    const district = within(dialog).getByTestId('master-field-districtId');
    expect(district).toBeDisabled();
    expect(district).toHaveAttribute('placeholder', 'पहिले प्रदेश छान्नुहोस्');
    await user.click(within(dialog).getByTestId('master-field-provinceId'));
    await user.click(await screen.findByRole('option', { name: 'बागमती' }));
    await waitFor(() => expect(district).toBeEnabled());
    await user.click(district);
    expect(await screen.findByRole('option', { name: 'काठमाडौं' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /ताप्लेजुङ/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'काठमाडौं' }));
    expect(district).toHaveValue('काठमाडौं');
    // Another province: the district chosen for the first one no longer fits and is cleared.
    await user.click(within(dialog).getByTestId('master-field-provinceId'));
    await user.click(await screen.findByRole('option', { name: 'कोशी' }));
    await waitFor(() => expect(district).toHaveValue(''));
  });

  it('says so when the list does not exist', async () => {
    openEntity('planets');
    expect(await screen.findByTestId('master-not-found')).toHaveTextContent('planets');
  });

  it('keeps combined posts on their own ALC screen, in both languages', async () => {
    serveMasterData(fetchMock, {
      posts: [
        { id: 4, active: true, nameEn: 'Section Officer', nameNe: 'शाखा अधिकृत' },
        { id: 7, active: true, nameEn: 'Nayab Subba', nameNe: 'नायब सुब्बा' },
      ],
      'combined-posts': [
        { id: 1, active: true, combination: 'SO-NS', postId: 4 },
        { id: 2, active: true, combination: 'SO-NS', postId: 7 },
      ],
    });
    renderAt(<CombinePostPage />, '/admin/combinePost', '/admin/combinePost', {
      signedInAs: A_STAFF_MEMBER,
    });
    expect(await screen.findByRole('heading', { name: 'संयुक्त पदहरू' })).toBeInTheDocument();
    await waitFor(async () => expect(await rowOf('नायब सुब्बा')).toHaveTextContent('SO-NS'));
    // Not under master data (MC): no link back to a list the ALC officer may not open, and the
    // posts it names read from the public list, not the internal one (MC).
    expect(screen.queryByTestId('master-back')).not.toBeInTheDocument();
    const postReads = getUrls(fetchMock).filter((url) => url.pathname.endsWith('/posts'));
    expect(postReads.map((url) => url.pathname)).toEqual(['/api/public/master-data/posts']);
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Combined posts' })).toBeInTheDocument();
    expect(await rowOf('Section Officer')).toHaveTextContent('SO-NS');
  });

  it('sends the generic route of combined posts to their own screen', async () => {
    openEntity('combined-posts');
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('offers a role only the buttons of its actions on MC: edit and import need update', async () => {
    serveMasterData(fetchMock, { religions: RELIGIONS });
    renderAt(<MasterEntityPage />, '/admin/master-data/religions', '/admin/master-data/:entity', {
      signedInAs: aStaffMemberWith('MC', ['read', 'update']),
    });
    expect(await screen.findByTestId('master-edit-5')).toBeVisible();
    expect(screen.getByTestId('master-import')).toBeVisible();
    expect(screen.queryByTestId('master-delete-5')).not.toBeInTheDocument();
    expect(screen.queryByTestId('master-add')).not.toBeInTheDocument();
  });
});
