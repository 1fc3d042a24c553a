import { Badge } from '@mantine/core';
import { REQUISITION_STATUS_LABELS, type RequisitionStatus } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

const STATUS_COLOURS: Record<RequisitionStatus, string> = {
  filed: 'yellow',
  approved: 'green',
  rejected: 'red',
  distributed: 'blue',
  advertised: 'teal',
};

/** Where a requisition stands, in the shared words of its status. */
export function RequisitionStatusBadge({ status }: { status: RequisitionStatus }) {
  const { lang } = useFormat();
  return (
    // The whole status, never cut to "Waiting for…": a narrow column grows to hold it.
    <Badge
      color={STATUS_COLOURS[status]}
      variant="light"
      data-testid="requisition-status"
      data-status={status}
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {REQUISITION_STATUS_LABELS[status][lang]}
    </Badge>
  );
}
