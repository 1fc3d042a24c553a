import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/feature-routes';
import { RequirePrivilege } from '../../lib/routing/guards';

const UpdatePaymentPage = lazyPage(
  () => import('./pages/update-payment-page'),
  'UpdatePaymentPage',
);
const ProviderPaymentsPage = lazyPage(
  () => import('./pages/provider-payments-page'),
  'ProviderPaymentsPage',
);
const MerchantVerifyPage = lazyPage(
  () => import('./pages/merchant-verify-page'),
  'MerchantVerifyPage',
);
const VoucherLockPage = lazyPage(() => import('./pages/voucher-lock-page'), 'VoucherLockPage');

// The payment officer's screens (back-office.md §2 Payments, usermanagement/voucher).
export const paymentAdminRoutes: RouteObject[] = [
  {
    path: 'usermanagement/voucher',
    element: (
      <RequirePrivilege code="LUV">
        <VoucherLockPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'payment',
    element: (
      <RequirePrivilege code="UP">
        <UpdatePaymentPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'update/payment',
    element: (
      <RequirePrivilege code="PU">
        <ProviderPaymentsPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'merchant-verify-payment',
    element: (
      <RequirePrivilege code="UP">
        <MerchantVerifyPage />
      </RequirePrivilege>
    ),
  },
];
