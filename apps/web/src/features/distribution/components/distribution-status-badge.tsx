import { Badge } from '@mantine/core';
import {
  DISTRIBUTION_STATUS_LABELS,
  REQUISITION_STATUS_LABELS,
  type DistributionStatus,
  type RequisitionStatus,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

const DISTRIBUTION_COLOURS: Record<DistributionStatus, string> = {
  numbered: 'blue',
  submitted: 'yellow',
  approved: 'green',
  rejected: 'red',
};

const REQUISITION_COLOURS: Record<RequisitionStatus, string> = {
  filed: 'yellow',
  approved: 'blue',
  rejected: 'red',
  distributed: 'green',
  advertised: 'teal',
};

/** The whole status, never cut to "Waiting for…": a narrow column grows to hold it. */
const WHOLE = { label: { overflow: 'visible' } } as const;

/** Where a distribution stands, in the shared words of its status. */
export function DistributionStatusBadge({ status }: { status: DistributionStatus }) {
  const { lang } = useFormat();
  return (
    <Badge
      color={DISTRIBUTION_COLOURS[status]}
      variant="light"
      tt="none"
      styles={WHOLE}
      data-testid="distribution-status"
      data-status={status}
    >
      {DISTRIBUTION_STATUS_LABELS[status][lang]}
    </Badge>
  );
}

/** Where a requisition of the requests list stands: approved (to distribute) or distributed. */
export function RequisitionStatusBadge({ status }: { status: RequisitionStatus }) {
  const { lang } = useFormat();
  return (
    <Badge
      color={REQUISITION_COLOURS[status]}
      variant="light"
      tt="none"
      styles={WHOLE}
      data-testid="requisition-status"
      data-status={status}
    >
      {REQUISITION_STATUS_LABELS[status][lang]}
    </Badge>
  );
}
