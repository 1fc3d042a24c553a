import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DISTRIBUTION_LOG_SOURCE_LABELS,
  type TDistributionLog,
  type TLogSeats,
} from '@niyukti/shared';
import { namedIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { HISTORY_PATHS } from '../paths';

/** A part of a distribution, the same in every log: a quota's id, or a heading. */
const partKeyOf = (part: Pick<TLogSeats, 'quotaId' | 'heading'>) =>
  part.quotaId !== null ? `quota:${part.quotaId}` : `heading:${part.heading ?? ''}`;

/** The seats of this log, a row per part, with their total. */
export function LogSeats({ log }: { log: TDistributionLog }) {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  const total = log.seats.reduce((sum, part) => sum + part.seats, 0);
  return (
    <Table.ScrollContainer
      minWidth={300}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('log.seatsLabel')}
    >
      <Table withTableBorder striped aria-label={t('log.seatsLabel')} data-testid="log-seats">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('log.part')}</Table.Th>
            <Table.Th ta="end">{t('log.seatCount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.seats.map((part) => (
            <Table.Tr key={partKeyOf(part)} data-testid={`log-seats-${partKeyOf(part)}`}>
              <Table.Td>{namedIn(format.lang, part)}</Table.Td>
              <Table.Td ta="end">{format.number(part.seats)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('log.total')}</Table.Th>
            <Table.Td ta="end" fw={600}>
              {format.number(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The rotation: every log of the same post and office, oldest first, one column per part (in
 * the order they first appear), so an officer sees which group got the odd seat each time. This
 * log is marked; the others open their own page.
 */
export function RotationTable({ log }: { log: TDistributionLog }) {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  const { lang } = format;
  const parts = new Map<string, TLogSeats>();
  for (const entry of log.rotation)
    for (const part of entry.seats)
      if (!parts.has(partKeyOf(part))) parts.set(partKeyOf(part), part);
  const columns = [...parts.entries()];
  return (
    <Table.ScrollContainer
      minWidth={360 + columns.length * 110}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('log.rotationLabel')}
    >
      <Table withTableBorder aria-label={t('log.rotationLabel')} data-testid="log-rotation">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.fiscalYear')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th ta="end">{t('columns.totalVacancy')}</Table.Th>
            {columns.map(([key, part]) => (
              <Table.Th key={key} ta="end">
                {namedIn(lang, part)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.rotation.map((entry) => {
            const current = entry.id === log.id;
            const seatsOf = new Map(entry.seats.map((part) => [partKeyOf(part), part.seats]));
            const fiscalYear = format.digits(entry.fiscalYear);
            return (
              <Table.Tr
                key={entry.id}
                aria-current={current ? 'true' : undefined}
                bg={current ? 'var(--mantine-primary-color-light)' : undefined}
                data-testid={`log-rotation-${entry.id}`}
              >
                <Table.Th scope="row" fw={current ? 700 : 400}>
                  {current ? (
                    <Stack gap={2} align="flex-start">
                      <Text size="sm" fw={700}>
                        {fiscalYear}
                      </Text>
                      <Badge size="sm" variant="filled">
                        {t('log.thisOne')}
                      </Badge>
                    </Stack>
                  ) : (
                    <Anchor
                      component={Link}
                      to={HISTORY_PATHS.log(entry.id, entry.source)}
                      size="sm"
                      aria-label={t('log.openLog', { id: format.digits(entry.id), fiscalYear })}
                    >
                      {fiscalYear}
                    </Anchor>
                  )}
                </Table.Th>
                <Table.Td>{DISTRIBUTION_LOG_SOURCE_LABELS[entry.source][lang]}</Table.Td>
                <Table.Td ta="end">{format.number(entry.totalVacancy)}</Table.Td>
                {columns.map(([key]) => {
                  const seats = seatsOf.get(key);
                  return (
                    <Table.Td key={key} ta="end">
                      {seats === undefined ? '—' : format.number(seats)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
