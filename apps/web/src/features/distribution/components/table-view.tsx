import { useCallback } from 'react';
import { SegmentedControl } from '@mantine/core';
import { useAddressParams } from '../../../lib/routing/use-address-params';
import { useTranslation } from 'react-i18next';

export const TABLE_VIEWS = ['normal', 'rows'] as const;
export type TableView = (typeof TABLE_VIEWS)[number];

/**
 * The view of a distribution table shown, kept in the address (`?view=rows`) so that a reload or
 * a link keeps it; the address's other parameters (a chosen class and service) stay.
 */
export function useTableView(): [TableView, (view: string) => void] {
  const [params, editParams] = useAddressParams();
  const view: TableView = params.get('view') === 'rows' ? 'rows' : 'normal';
  const choose = useCallback(
    (next: string) =>
      editParams(
        (kept) => {
          if (next === 'rows') kept.set('view', 'rows');
          else kept.delete('view');
        },
        { replace: true },
      ),
    [editParams],
  );
  return [view, choose];
}

/** Normal (a count a line) or by vacancy number (a vacancy number a line). */
export function TableViewControl({
  view,
  onChange,
  testId,
}: {
  view: TableView;
  onChange(view: string): void;
  testId: string;
}) {
  const { t } = useTranslation('distribution');
  return (
    <SegmentedControl
      value={view}
      onChange={onChange}
      data={TABLE_VIEWS.map((value) => ({ value, label: t(`table.view.${value}`) }))}
      aria-label={t('table.view.label')}
      data-testid={testId}
    />
  );
}
