export { QuotaRows, type QuotaRowsColumn, type QuotaRowsProps } from './quota-rows';
export type { QuotaRowOption, QuotaRowsLabels } from './quota-row-controls';
export {
  EMPTY_QUOTA_ROW,
  partKeyOf,
  rowKeyOf,
  seatsTotalOf,
  wholeNumberOf,
  type QuotaRowsValues,
  type QuotaRowValues,
} from './quota-row-values';
