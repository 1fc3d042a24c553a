import { Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** Keeps a figure, a code or a date on one line in the staff tables. */
export const nowrap = { whiteSpace: 'nowrap' } as const;

/** Whose payment or voucher: the name, and the master id staff search by. */
export function CandidateCell({ name, masterId }: { name: string; masterId: number }) {
  const { t } = useTranslation('payment-admin');
  const format = useFormat();
  return (
    <Stack gap={0}>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed" style={nowrap}>
        {t('columns.masterId')} {format.digits(masterId)}
      </Text>
    </Stack>
  );
}

/** What it pays for: the advertisement number, and its post in the current language. */
export function AdvertisementCell(props: {
  advertisementNumber: string;
  postEn: string;
  postNe: string;
}) {
  const format = useFormat();
  return (
    <Stack gap={0}>
      <Text size="sm" style={nowrap}>
        {format.digits(props.advertisementNumber)}
      </Text>
      <Text size="xs" c="dimmed">
        {format.lang === 'ne' ? props.postNe : props.postEn}
      </Text>
    </Stack>
  );
}

interface CandidateAndAdvertisement {
  candidateName: string;
  masterId: number;
  advertisementNumber: string;
  postEn: string;
  postNe: string;
}

/** The candidate and advertisement columns the payment and voucher lists share. */
export function candidateAndAdvertisementColumns<Row extends CandidateAndAdvertisement>(
  t: TFunction<'payment-admin'>,
): ColumnDef<Row>[] {
  return [
    {
      id: 'candidate',
      header: t('columns.candidate'),
      accessorFn: (r) => r.candidateName,
      cell: ({ row }) => (
        <CandidateCell name={row.original.candidateName} masterId={row.original.masterId} />
      ),
    },
    {
      id: 'advertisement',
      header: t('columns.advertisement'),
      accessorFn: (r) => r.advertisementNumber,
      cell: ({ row }) => <AdvertisementCell {...row.original} />,
    },
  ];
}
