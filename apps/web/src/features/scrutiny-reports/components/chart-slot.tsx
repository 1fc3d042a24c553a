import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { BreakdownChartProps } from './breakdown-chart';
import { chartHeight } from './chart-height';

const BreakdownChart = lazy(async () => ({
  default: (await import('./breakdown-chart')).BreakdownChart,
}));

/**
 * The breakdown's chart, fetched (with recharts and the charts' styles) only once a report has
 * figures to draw; until it arrives, its place is kept so the page does not jump. The table
 * beside it holds the same figures meanwhile.
 */
export function ChartSlot(props: BreakdownChartProps) {
  return (
    <Suspense fallback={<Skeleton h={chartHeight(props.rows.length)} radius="md" />}>
      <BreakdownChart {...props} />
    </Suspense>
  );
}
