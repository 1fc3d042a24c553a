import { useMemo } from 'react';
import { Anchor } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DISTRIBUTION_LOG_SOURCE_LABELS, type TDistributionHistoryItem } from '@niyukti/shared';
import { nameIn, namedIn } from '../../../components/requisition-values';
import { writeDay } from '../../../lib/calendar-text';
import { useFormat } from '../../../lib/format';
import { HISTORY_PATHS } from '../paths';

type Column = ColumnDef<TDistributionHistoryItem>;

/**
 * The history's columns (back-office.md §3 "Vacancy distribution history": id, service, class,
 * group, sub group, post, post type, type, master division type, division name) with the fiscal
 * year, the publish date and the total. The server pages and searches, so none sorts.
 */
export function useHistoryColumns(): Column[] {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  return useMemo(() => {
    const { lang } = format;
    const text = (id: string, value: (item: TDistributionHistoryItem) => string): Column => ({
      id,
      header: t(`columns.${id}`),
      accessorFn: value,
      enableSorting: false,
    });
    return [
      {
        id: 'id',
        header: t('columns.id'),
        accessorFn: (item) => item.id,
        enableSorting: false,
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={HISTORY_PATHS.log(row.original.id, row.original.source)}
            size="sm"
            aria-label={t('list.open', { id: format.digits(row.original.id) })}
            data-testid={`history-open-${row.original.id}`}
          >
            {format.digits(row.original.id)}
          </Anchor>
        ),
      },
      text('service', (item) => nameIn(lang, item.serviceEn, item.serviceNe)),
      text('class', (item) => nameIn(lang, item.classEn, item.classNe)),
      text('group', (item) => nameIn(lang, item.groupEn, item.groupNe)),
      text('subGroup', (item) => nameIn(lang, item.subGroupEn, item.subGroupNe)),
      text('post', (item) => nameIn(lang, item.postEn, item.postNe)),
      text('postType', (item) => nameIn(lang, item.postTypeEn, item.postTypeNe)),
      text('type', (item) => DISTRIBUTION_LOG_SOURCE_LABELS[item.source][lang]),
      text('ministry', (item) => namedIn(lang, item.ministry)),
      text('office', (item) => namedIn(lang, item.office)),
      text('fiscalYear', (item) => format.digits(item.fiscalYear)),
      text('publishDate', (item) =>
        writeDay(lang, { ad: item.publishDateAd, bs: item.publishDateBs }, 'bs'),
      ),
      text('totalVacancy', (item) => format.number(item.totalVacancy)),
    ];
  }, [t, format]);
}
