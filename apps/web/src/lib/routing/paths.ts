import { PAYMENT_RETURN_PATHS } from '@niyukti/shared';

/** The SPA's paths (candidate-portal.md §2, back-office.md §2), for links and redirects. */
export const PATHS = {
  root: '/',
  login: '/login',
  register: '/register',
  faq: '/faq',
  /** Notices shown today: open to everyone, signed in or not. */
  notices: '/notices',
  changePassword: '/change-password',
  forgotPassword: '/forgot-password',
  /** The reset link of the mail: `/change/password/<token>` (spec: open route). */
  resetPassword: '/change/password',
  devMailbox: '/dev-mailbox',
  home: '/home',
  vacancies: '/vacancy',
  vacancy: (id: string | number) => `/vacancy/${id}`,
  myApplications: '/vacancy-applied',
  /** Re-advertised (pre-live) vacancies open early to those who applied before. */
  reapply: '/re-verifiedUserList',
  myApplication: (id: string | number) => `/vacancy-applied/${id}`,
  // Where the payment providers send the payer back; shared with the API, which tells them.
  esewaSuccess: PAYMENT_RETURN_PATHS.esewa.success,
  esewaFailure: PAYMENT_RETURN_PATHS.esewa.failure,
  /** Khalti's one return: its `status` query says how it ended. */
  khaltiReturn: PAYMENT_RETURN_PATHS.khalti.success,
  cipsSuccess: PAYMENT_RETURN_PATHS.connectips.success,
  cipsFailure: PAYMENT_RETURN_PATHS.connectips.failure,
  /** Fonepay's one return: its `PS` query says how it ended. */
  fonepayReturn: PAYMENT_RETURN_PATHS.fonepay.success,
  admitCard: '/approved/download-admit-card',
  profile: '/user/profile',
  admin: '/admin',
  adminScrutiny: '/admin/scrutiny',
} as const;
