import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const ForgotPasswordPage = lazyPage(
  () => import('./pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('./pages/reset-password-page'),
  'ResetPasswordPage',
);

export const passwordResetRoutes: FeatureRoutes = {
  guest: [{ path: PATHS.forgotPassword, element: <ForgotPasswordPage /> }],
  public: [{ path: `${PATHS.resetPassword}/:tokenId`, element: <ResetPasswordPage /> }],
};
