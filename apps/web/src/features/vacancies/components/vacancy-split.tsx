import { useId } from 'react';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { TVacancySplit } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';

/**
 * How the requisition this advertisement came from was split between the groups (decision 149):
 * "58 of the 560 posts are in this advertisement", then every part with its seats and its
 * advertisement number, this one marked; promotion is said to be no advertisement's.
 */
export function VacancySplit({
  split,
  advertisementNumber,
}: {
  split: TVacancySplit;
  advertisementNumber: string;
}) {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  const titleId = useId();
  const mine = split.parts.find((part) => part.advertisementNumber === advertisementNumber);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('split.title')}
        </Title>
        <Text size="sm" data-testid="vacancy-split-summary">
          <Trans
            t={t}
            i18nKey="split.summary"
            values={{
              seats: format.number(mine?.seats ?? 0),
              total: format.number(split.totalVacancy),
              number: split.requisitionNumber,
            }}
            components={{ code: <IssuedCode /> }}
          />
        </Text>
        <Table.ScrollContainer minWidth={0}>
          <Table data-testid="vacancy-split" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('split.part')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('split.seats')}
                </Table.Th>
                <Table.Th scope="col">{t('split.advertisement')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {split.parts.map((part) => {
                const here = part === mine;
                return (
                  <Table.Tr key={`${part.quotaId ?? part.heading}`} fw={here ? 700 : undefined}>
                    <Table.Td>{nameIn(format.lang, part.nameEn, part.nameNe)}</Table.Td>
                    <Table.Td ta="right">{format.number(part.seats)}</Table.Td>
                    <Table.Td>
                      {part.advertisementNumber === null
                        ? t('split.notAdvertised')
                        : here
                          ? t('split.this', { number: format.digits(part.advertisementNumber) })
                          : format.digits(part.advertisementNumber)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
