import { lazyPage, type FeatureRoutes } from '../../lib/routing/feature-routes';
import { PATHS } from '../../lib/routing/paths';

const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./pages/register-page'), 'RegisterPage');
const FaqPage = lazyPage(() => import('./pages/faq-page'), 'FaqPage');
const DevMailboxPage = lazyPage(() => import('./pages/dev-mailbox-page'), 'DevMailboxPage');
const ChangePasswordPage = lazyPage(
  () => import('./pages/change-password-page'),
  'ChangePasswordPage',
);

export const authRoutes: FeatureRoutes = {
  guest: [
    { path: PATHS.login, element: <LoginPage /> },
    { path: PATHS.register, element: <RegisterPage /> },
    { path: PATHS.faq, element: <FaqPage /> },
  ],
  public: [{ path: PATHS.devMailbox, element: <DevMailboxPage /> }],
  signedIn: [{ path: PATHS.changePassword, element: <ChangePasswordPage /> }],
};
