import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { PaymentFigures } from '../lib/report-totals';
import { Count, Money, RefundDue, RefundDueTotal } from './report-cells';

/**
 * The columns every payment report shows (applications, payment made, collected, refunds due),
 * each with its total in the footer, test ids `${testIdPrefix}-total-…`. Keyed, so a report
 * places its own columns between them.
 */
export function paymentFigureColumns<Row extends PaymentFigures>(
  t: TFunction<'payment-admin'>,
  totals: PaymentFigures,
  testIdPrefix: string,
): Record<'applications' | 'paid' | 'collected' | 'refundDue', ColumnDef<Row>> {
  return {
    applications: {
      id: 'applications',
      header: t('report.columns.applications'),
      cell: ({ row }) => <Count value={row.original.applications} />,
      footer: () => (
        <Count value={totals.applications} testId={`${testIdPrefix}-total-applications`} />
      ),
    },
    paid: {
      id: 'paid',
      header: t('report.columns.paid'),
      cell: ({ row }) => <Count value={row.original.paid} />,
      footer: () => <Count value={totals.paid} testId={`${testIdPrefix}-total-paid`} />,
    },
    collected: {
      id: 'collected',
      header: t('report.columns.collected'),
      cell: ({ row }) => <Money paisa={row.original.collectedPaisa} />,
      footer: () => (
        <Money paisa={totals.collectedPaisa} testId={`${testIdPrefix}-total-collected`} />
      ),
    },
    refundDue: {
      id: 'refundDue',
      header: t('report.columns.refundDue'),
      cell: ({ row }) => (
        <RefundDue count={row.original.refundDue} paisa={row.original.refundDuePaisa} />
      ),
      footer: () => (
        <RefundDueTotal
          count={totals.refundDue}
          paisa={totals.refundDuePaisa}
          testId={`${testIdPrefix}-total-refund`}
        />
      ),
    },
  };
}
