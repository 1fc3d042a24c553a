import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import type { TMasterRecord } from '@niyukti/shared';
import { i18n } from '../../lib/i18n';
import { mockFetch, resetToasts, type FetchMock } from '../../test/fetch-mock';
import { getUrls, renderAt, serveMasterData } from '../../test/master-data';
import { AddressSelect } from './address-select';

vi.setConfig({ testTimeout: 30_000 });

const PROVINCES: TMasterRecord[] = [
  { id: 1, active: true, nameEn: 'Koshi', nameNe: 'कोशी' },
  { id: 3, active: true, nameEn: 'Bagmati', nameNe: 'बागमती' },
];
const BAGMATI_DISTRICTS: TMasterRecord[] = [
  { id: 27, active: true, provinceId: 3, nameEn: 'Kathmandu', nameNe: 'काठमाडौं' },
];
const KOSHI_DISTRICTS: TMasterRecord[] = [
  { id: 1, active: true, provinceId: 1, nameEn: 'Taplejung', nameNe: 'ताप्लेजुङ' },
];
const KATHMANDU_BODIES: TMasterRecord[] = [
  {
    id: 301,
    active: true,
    districtId: 27,
    localBodyTypeId: 1,
    nameEn: 'Kathmandu Metropolitan City',
    nameNe: 'काठमाडौं महानगरपालिका',
    wardCount: 32,
  },
];

interface Address {
  provinceId: number | null;
  districtId: number | null;
  localBodyId: number | null;
  ward: number | null;
}

function AddressForm() {
  const { control } = useForm<Address>({
    defaultValues: { provinceId: null, districtId: null, localBodyId: null, ward: null },
  });
  const values = useWatch({ control });
  return (
    <>
      <output data-testid="address-values">{JSON.stringify(values)}</output>
      <AddressSelect
        control={control}
        names={{
          province: 'provinceId',
          district: 'districtId',
          localBody: 'localBodyId',
          ward: 'ward',
        }}
      />
    </>
  );
}

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  fetchMock = mockFetch();
  const byParent = (records: Record<string, TMasterRecord[]>) => (url: URL) =>
    records[url.searchParams.get('parentId') ?? ''] ?? [];
  serveMasterData(
    fetchMock,
    { provinces: PROVINCES },
    {
      'GET /api/public/master-data/districts': byParent({
        '1': KOSHI_DISTRICTS,
        '3': BAGMATI_DISTRICTS,
      }),
      'GET /api/public/master-data/local-bodies': byParent({ '27': KATHMANDU_BODIES }),
    },
  );
});

const byId = (testId: string) => screen.getByTestId(testId);
const valuesShown = (): Address => JSON.parse(byId('address-values').textContent ?? '{}');

describe('AddressSelect', () => {
  it('goes province → district → local body → ward, each narrowed by the one before', async () => {
    const user = renderAt(<AddressForm />);
    expect(byId('address-district')).toBeDisabled();
    expect(byId('address-ward')).toBeDisabled();

    await user.click(byId('address-province'));
    await user.click(await screen.findByRole('option', { name: 'बागमती' }));
    await waitFor(() => expect(byId('address-district')).toBeEnabled());
    await user.click(byId('address-district'));
    await user.click(await screen.findByRole('option', { name: 'काठमाडौं' }));
    await user.click(byId('address-local-body'));
    await user.click(await screen.findByRole('option', { name: 'काठमाडौं महानगरपालिका' }));

    await user.click(byId('address-ward'));
    const wards = await screen.findAllByRole('option');
    expect(wards).toHaveLength(32);
    expect(wards[31]).toHaveTextContent('३२');
    await user.click(screen.getByRole('option', { name: '१२' }));
    expect(valuesShown()).toEqual({ provinceId: 3, districtId: 27, localBodyId: 301, ward: 12 });

    const asked = getUrls(fetchMock).map((url) => url.pathname + url.search);
    expect(asked).toContain('/api/public/master-data/districts?parentId=3');
    expect(asked).toContain('/api/public/master-data/local-bodies?parentId=27');
  });

  it('clears what lies below when a choice above changes', async () => {
    const user = renderAt(<AddressForm />);
    await user.click(byId('address-province'));
    await user.click(await screen.findByRole('option', { name: 'बागमती' }));
    await user.click(byId('address-district'));
    await user.click(await screen.findByRole('option', { name: 'काठमाडौं' }));
    await user.click(byId('address-local-body'));
    await user.click(await screen.findByRole('option', { name: 'काठमाडौं महानगरपालिका' }));

    await user.click(byId('address-province'));
    await user.click(await screen.findByRole('option', { name: 'कोशी' }));
    expect(valuesShown()).toEqual({
      provinceId: 1,
      districtId: null,
      localBodyId: null,
      ward: null,
    });
    expect(byId('address-local-body')).toBeDisabled();
    await user.click(byId('address-district'));
    expect(await screen.findByRole('option', { name: 'ताप्लेजुङ' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'काठमाडौं' })).not.toBeInTheDocument();
  });

  it('finds a district by its English name in Nepali mode', async () => {
    const user = renderAt(<AddressForm />);
    await user.click(byId('address-province'));
    await user.click(await screen.findByRole('option', { name: 'बागमती' }));
    await user.type(byId('address-district'), 'kath');
    expect(await screen.findByRole('option', { name: 'काठमाडौं' })).toBeInTheDocument();
  });
});
