import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const PaymentReturnPage = lazyPage(
  () => import('./pages/payment-return-page'),
  'PaymentReturnPage',
);
const PaymentFailurePage = lazyPage(
  () => import('./pages/payment-failure-page'),
  'PaymentFailurePage',
);

export const paymentsRoutes: FeatureRoutes = {
  // The payment providers' return routes: a payer may come back without a session (another
  // address, a session expired at the provider); the page settles it anyway.
  open: [
    { path: PATHS.esewaSuccess, element: <PaymentReturnPage provider="esewa" /> },
    { path: PATHS.esewaFailure, element: <PaymentFailurePage provider="esewa" /> },
    { path: PATHS.khaltiReturn, element: <PaymentReturnPage provider="khalti" /> },
    { path: PATHS.cipsSuccess, element: <PaymentReturnPage provider="connectips" /> },
    { path: PATHS.cipsFailure, element: <PaymentFailurePage provider="connectips" /> },
    { path: PATHS.fonepayReturn, element: <PaymentReturnPage provider="fonepay" /> },
  ],
};
