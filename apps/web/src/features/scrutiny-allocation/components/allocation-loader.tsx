import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TAllocationDetail } from '@niyukti/shared';
import { ErrorScreen } from '../../../components/error-screen';
import { PageLoader } from '../../../components/page-loader';
import { NotFoundPage } from '../../../components/status-pages';
import { isApiError } from '../../../lib/api';
import { useAllocationDetail } from '../api/get-allocations';

/**
 * The advertisement of the address's `:advertisementId`, read and handed to `children`; an
 * address that names none, or one the server does not know as live or closed (404), is not found.
 * Once read, a failed re-read keeps what was shown.
 */
export function AllocationLoader({
  children,
}: {
  children: (detail: TAllocationDetail) => ReactNode;
}) {
  const params = useParams();
  const advertisementId = Number(params.advertisementId);
  const valid = Number.isInteger(advertisementId) && advertisementId > 0;
  const { data, error } = useAllocationDetail(advertisementId, valid);
  if (!valid) return <NotFoundPage />;
  if (data) return children(data);
  if (error) return isApiError(error) && error.status === 404 ? <NotFoundPage /> : <ErrorScreen />;
  return <PageLoader />;
}
