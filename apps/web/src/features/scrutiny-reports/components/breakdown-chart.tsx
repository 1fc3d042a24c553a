// The charts' own chunk, loaded by chart-slot.tsx once a report has figures: recharts and its
// styles weigh ten times the report pages, and the advertisement report and the list of reports
// by gender draw no chart at all.
import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import type { TBreakdownRow } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { rowLabel } from './breakdown-labels';
import { chartHeight } from './chart-height';

export interface BreakdownChartProps {
  rows: TBreakdownRow[];
  /** The bars: the total of each row, or its genders stacked. */
  series: BarChartSeries[];
  stacked?: boolean;
  /** What the chart shows, for those who cannot see it; the table beside it has the figures. */
  label: string;
}

/**
 * A breakdown as horizontal bars, a bar per row named by its value (long names read across, and
 * 77 districts read down a phone). A picture to those who cannot see it, named by `label`: the
 * table beside it holds the same figures, which is where a screen reader reads them; recharts'
 * keyboard layer is off, so nothing inside the picture takes the focus.
 */
export function BreakdownChart({ rows, series, stacked = false, label }: BreakdownChartProps) {
  const format = useFormat();
  const data = rows.map((row) => ({ ...row, value: rowLabel(format.lang, row) }));
  return (
    <BarChart
      h={chartHeight(rows.length)}
      data={data}
      dataKey="value"
      series={series}
      type={stacked ? 'stacked' : 'default'}
      orientation="vertical"
      gridAxis="y"
      yAxisProps={{ width: 120 }}
      valueFormatter={(value) => format.number(value)}
      withLegend={series.length > 1}
      accessibilityLayer={false}
      role="img"
      aria-label={label}
      data-testid="report-chart"
    />
  );
}
