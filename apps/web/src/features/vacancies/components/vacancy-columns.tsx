import { useMemo } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TVacancySummary } from '@niyukti/shared';
import { PATHS } from '../../../lib/routing/paths';
import { useFormat } from '../../../lib/format';
import { DualDate } from './dual-date';
import { LocalLevelLine } from './local-level-line';

const nowrap = { whiteSpace: 'nowrap' } as const;

function VacancyAction({ vacancy, applied }: { vacancy: TVacancySummary; applied: boolean }) {
  const { t } = useTranslation('vacancies');
  if (applied) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Badge
          color="teal"
          variant="light"
          style={{ minWidth: 'max-content' }}
          data-testid={`vacancy-applied-${vacancy.id}`}
        >
          {t('list.applied')}
        </Badge>
        <Anchor component={Link} to={PATHS.vacancy(vacancy.id)} size="sm">
          {t('list.view')}
        </Anchor>
      </Group>
    );
  }
  return (
    <Button
      component={Link}
      to={PATHS.vacancy(vacancy.id)}
      size="compact-sm"
      data-testid={`vacancy-open-${vacancy.id}`}
    >
      {t('list.viewApply')}
    </Button>
  );
}

/**
 * Columns of the vacancy table. Their ids are the API's sort fields where the server can sort
 * (docs/api.md: advertisementNumber, postEn/postNe, vacancyCount, feePaisa, singleFeeDeadlineAd).
 * `appliedIds`: the advertisements I applied to; until my applications come, none is marked
 * (every row offers to open it, the table does not wait).
 */
export function useVacancyColumns(
  appliedIds: ReadonlySet<number> | undefined,
): ColumnDef<TVacancySummary>[] {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  return useMemo(() => {
    const ne = format.lang === 'ne';
    return [
      {
        id: 'advertisementNumber',
        header: t('columns.advertisementNumber'),
        accessorFn: (v) => v.advertisementNumber,
        cell: ({ row }) => (
          <Text size="sm" fw={600} style={nowrap}>
            {format.digits(row.original.advertisementNumber)}
          </Text>
        ),
      },
      {
        id: ne ? 'postNe' : 'postEn',
        header: t('columns.postQuota'),
        accessorFn: (v) => (ne ? v.postNe : v.postEn),
        // The quota under the post: the groups of one post are told apart on a narrow screen;
        // a local level's own recruitment says which local level below.
        cell: ({ row, getValue }) => (
          <Stack gap={0} miw={110}>
            <Text size="sm">{String(getValue())}</Text>
            <Text size="xs" c="dimmed">
              {ne ? row.original.quotaNe : row.original.quotaEn}
            </Text>
            <LocalLevelLine
              localBody={row.original.localBody}
              size="xs"
              dimmed
              testId={`vacancy-local-level-${row.original.id}`}
            />
          </Stack>
        ),
      },
      {
        id: 'serviceGroup',
        header: t('columns.serviceGroupClass'),
        enableSorting: false,
        accessorFn: (v) => (ne ? v.serviceNe : v.serviceEn),
        cell: ({ row }) => (
          <Stack gap={0} miw={170}>
            <Text size="sm">{ne ? row.original.serviceNe : row.original.serviceEn}</Text>
            <Text size="xs" c="dimmed">
              {ne ? row.original.groupNe : row.original.groupEn}
            </Text>
            <Text size="xs" c="dimmed">
              {ne ? row.original.classNe : row.original.classEn}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'vacancyCount',
        header: t('columns.vacancies'),
        accessorFn: (v) => v.vacancyCount,
        cell: ({ row }) => format.number(row.original.vacancyCount),
      },
      {
        id: 'feePaisa',
        header: t('columns.fee'),
        accessorFn: (v) => v.feePaisa,
        cell: ({ row }) => <span style={nowrap}>{format.money(row.original.feePaisa)}</span>,
      },
      {
        id: 'singleFeeDeadlineAd',
        header: t('columns.deadline'),
        accessorFn: (v) => v.singleFeeDeadlineAd,
        cell: ({ row }) => <DualDate ad={row.original.singleFeeDeadlineAd} />,
      },
      {
        id: 'action',
        meta: { card: 'actions' },
        header: t('columns.action'),
        enableSorting: false,
        cell: ({ row }) => (
          <VacancyAction
            vacancy={row.original}
            applied={appliedIds?.has(row.original.id) ?? false}
          />
        ),
      },
    ];
  }, [t, format, appliedIds]);
}
