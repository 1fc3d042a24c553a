import { lazy, type ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import {
  RequireAuth,
  RequireGuest,
  RequirePasswordChanged,
  RequirePrivilege,
  RequireStaff,
  RootRedirect,
} from '../lib/routing/guards';
import { CandidateLayout } from './layouts/candidate-layout';
import { OpenLayout } from './layouts/open-layout';
import { PublicLayout } from './layouts/public-layout';
import { PATHS } from '../lib/routing/paths';
import { NotFoundPage } from '../components/status-pages';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A named export of a lazily loaded module as a component (with its props): one chunk per page. */
function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType<PropsOf<M[K]>> {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<PropsOf<M[K]>>,
  }));
}

// One line per page, each its own chunk.
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const FaqPage = lazyPage(() => import('../features/auth/pages/faq-page'), 'FaqPage');
const PublicNoticesPage = lazyPage(
  () => import('../features/notices/pages/public-notices-page'),
  'PublicNoticesPage',
);
const ChangePasswordPage = lazyPage(
  () => import('../features/auth/pages/change-password-page'),
  'ChangePasswordPage',
);
const DevMailboxPage = lazyPage(
  () => import('../features/auth/pages/dev-mailbox-page'),
  'DevMailboxPage',
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/password-reset/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/password-reset/pages/reset-password-page'),
  'ResetPasswordPage',
);
const HomePage = lazyPage(() => import('../features/dashboard/pages/home-page'), 'HomePage');
const NotificationsPage = lazyPage(
  () => import('../features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const VacancyListPage = lazyPage(
  () => import('../features/vacancies/pages/vacancy-list-page'),
  'VacancyListPage',
);
const VacancyDetailPage = lazyPage(
  () => import('../features/vacancies/pages/vacancy-detail-page'),
  'VacancyDetailPage',
);
/** /re-verifiedUserList/{id}/{masterid}/{reqid}/{values} opens the vacancy {id}. */
function ReapplyRedirect() {
  return <Navigate to={PATHS.vacancy(useParams().id ?? '')} replace />;
}

/**
 * /voucher-upload/{id}/{advtCode}/{applydate}/{masterid}/{bankCode} (candidate-portal §2): the
 * voucher is uploaded from the application's page, so the old link opens application {id}.
 */
function VoucherUploadRedirect() {
  return <Navigate to={PATHS.myApplication(useParams().id ?? '')} replace />;
}

const ReapplyPage = lazyPage(
  () => import('../features/vacancies/pages/reapply-page'),
  'ReapplyPage',
);
const MyApplicationsPage = lazyPage(
  () => import('../features/applications/pages/my-applications-page'),
  'MyApplicationsPage',
);
const ApplicationDetailPage = lazyPage(
  () => import('../features/applications/pages/application-detail-page'),
  'ApplicationDetailPage',
);
const PaymentReturnPage = lazyPage(
  () => import('../features/payments/pages/payment-return-page'),
  'PaymentReturnPage',
);
const PaymentFailurePage = lazyPage(
  () => import('../features/payments/pages/payment-failure-page'),
  'PaymentFailurePage',
);
const AdmitCardPage = lazyPage(
  () => import('../features/applications/pages/admit-card-page'),
  'AdmitCardPage',
);
// The back office: its layout and pages load only when a staff member opens /admin.
const AdminLayout = lazy(() => import('./layouts/admin-layout'));
const AdminDashboardPage = lazyPage(
  () => import('../features/dashboard/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const ScrutinyPage = lazyPage(
  () => import('../features/scrutiny/pages/scrutiny-page'),
  'ScrutinyPage',
);
const UserListPage = lazyPage(
  () => import('../features/access/pages/user-list-page'),
  'UserListPage',
);
const UserCreationPage = lazyPage(
  () => import('../features/access/pages/user-creation-page'),
  'UserCreationPage',
);
const UserDetailsPage = lazyPage(
  () => import('../features/access/pages/user-details-page'),
  'UserDetailsPage',
);
const RoleListPage = lazyPage(
  () => import('../features/access/pages/role-list-page'),
  'RoleListPage',
);
const RoleCreationPage = lazyPage(
  () => import('../features/access/pages/role-creation-page'),
  'RoleCreationPage',
);
const ModuleListPage = lazyPage(
  () => import('../features/access/pages/module-list-page'),
  'ModuleListPage',
);
const BlockUserPage = lazyPage(
  () => import('../features/access/pages/block-user-page'),
  'BlockUserPage',
);
const LoginLimitsPage = lazyPage(
  () => import('../features/access/pages/login-limits-page'),
  'LoginLimitsPage',
);
const MasterDataIndexPage = lazyPage(
  () => import('../features/master-data/pages/master-data-index-page'),
  'MasterDataIndexPage',
);
const MasterEntityPage = lazyPage(
  () => import('../features/master-data/pages/master-entity-page'),
  'MasterEntityPage',
);
const CombinePostPage = lazyPage(
  () => import('../features/master-data/pages/master-entity-page'),
  'CombinePostPage',
);
const RollNumberOrderPage = lazyPage(
  () => import('../features/master-config/pages/roll-number-order-page'),
  'RollNumberOrderPage',
);
const AuditLogPage = lazyPage(
  () => import('../features/audit/pages/audit-log-page'),
  'AuditLogPage',
);
const AgeLimitPage = lazyPage(
  () => import('../features/age-limits/pages/age-limit-page'),
  'AgeLimitPage',
);
const PublishAdvertisementPage = lazyPage(
  () => import('../features/advertisements/pages/publish-advertisement-page'),
  'PublishAdvertisementPage',
);
const AdvertisementLivePage = lazyPage(
  () => import('../features/advertisements/pages/advertisement-live-page'),
  'AdvertisementLivePage',
);
const NoticeAdminPage = lazyPage(
  () => import('../features/notices/pages/notice-admin-page'),
  'NoticeAdminPage',
);
// The payment officer's screens (back-office.md §2 Payments, usermanagement/voucher).
const UpdatePaymentPage = lazyPage(
  () => import('../features/payment-admin/pages/update-payment-page'),
  'UpdatePaymentPage',
);
const ProviderPaymentsPage = lazyPage(
  () => import('../features/payment-admin/pages/provider-payments-page'),
  'ProviderPaymentsPage',
);
const MerchantVerifyPage = lazyPage(
  () => import('../features/payment-admin/pages/merchant-verify-page'),
  'MerchantVerifyPage',
);
const VoucherLockPage = lazyPage(
  () => import('../features/payment-admin/pages/voucher-lock-page'),
  'VoucherLockPage',
);

const ProfileLayout = lazyPage(
  () => import('../features/profile/pages/profile-layout'),
  'ProfileLayout',
);
const PersonalTab = lazyPage(() => import('../features/profile/pages/personal-tab'), 'PersonalTab');
const ProfileLocksPage = lazyPage(
  () => import('../features/profile/pages/profile-locks-page'),
  'ProfileLocksPage',
);
const ProfileTabPending = lazyPage(
  () => import('../features/profile/pages/profile-layout'),
  'ProfileTabPending',
);
const ContactTab = lazyPage(() => import('../features/profile/pages/contact-tab'), 'ContactTab');
const ExtraTab = lazyPage(() => import('../features/profile/pages/extra-tab'), 'ExtraTab');
const EducationTab = lazyPage(
  () => import('../features/profile/pages/education-tab'),
  'EducationTab',
);
const TrainingTab = lazyPage(() => import('../features/profile/pages/training-tab'), 'TrainingTab');
const ProfessionalTab = lazyPage(
  () => import('../features/profile/pages/professional-tab'),
  'ProfessionalTab',
);
const ExperienceTab = lazyPage(
  () => import('../features/profile/pages/experience-tab'),
  'ExperienceTab',
);
const DocumentsTab = lazyPage(
  () => import('../features/profile/pages/documents-tab'),
  'DocumentsTab',
);
const PreviewTab = lazyPage(() => import('../features/profile/pages/preview-tab'), 'PreviewTab');
// Staff acting for a candidate (PM): choose by master id, and the back-office entries.
const SelectMasterIdPage = lazyPage(
  () => import('../features/acting-for/pages/select-master-id-page'),
  'SelectMasterIdPage',
);
const EditPersonalDetailPage = lazyPage(
  () => import('../features/acting-for/pages/staff-entry-pages'),
  'EditPersonalDetailPage',
);
const EditUserDocumentPage = lazyPage(
  () => import('../features/acting-for/pages/staff-entry-pages'),
  'EditUserDocumentPage',
);
const PhotoEditorPage = lazyPage(
  () => import('../features/acting-for/pages/staff-entry-pages'),
  'PhotoEditorPage',
);

const candidateRoutes: RouteObject[] = [
  { path: '/voucher-upload/:id/*', element: <VoucherUploadRedirect /> },
  { path: PATHS.home, element: <HomePage /> },
  // The bell's view-all page (features/notifications/paths.ts), for staff also under /admin.
  { path: '/notifications', element: <NotificationsPage /> },
  { path: PATHS.vacancies, element: <VacancyListPage /> },
  { path: `${PATHS.vacancies}/:id`, element: <VacancyDetailPage /> },
  { path: PATHS.reapply, element: <ReapplyPage /> },
  // The spec's re-apply route carries more than the id; the vacancy page needs only that.
  { path: `${PATHS.reapply}/:id/*`, element: <ReapplyRedirect /> },
  { path: PATHS.myApplications, element: <MyApplicationsPage /> },
  { path: `${PATHS.myApplications}/:id`, element: <ApplicationDetailPage /> },
  { path: PATHS.admitCard, element: <AdmitCardPage /> },
  // The spec's address of the choice; the page itself sits in the back office.
  {
    path: '/select-external-masterId',
    element: <Navigate to="/admin/select-external-masterId" replace />,
  },
  {
    path: PATHS.profile,
    element: <ProfileLayout />,
    children: [
      { index: true, element: <Navigate to="personal" replace /> },
      { path: 'personal', element: <PersonalTab /> },
      { path: 'documents', element: <DocumentsTab /> },
      { path: 'contact', element: <ContactTab /> },
      { path: 'extra', element: <ExtraTab /> },
      { path: 'education', element: <EducationTab /> },
      { path: 'training', element: <TrainingTab /> },
      { path: 'professional', element: <ProfessionalTab /> },
      { path: 'experience', element: <ExperienceTab /> },
      { path: 'preview', element: <PreviewTab /> },
      // Each tab replaces this placeholder as its screen lands.
      { path: ':tab', element: <ProfileTabPending /> },
    ],
  },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
  {
    path: 'scrutiny',
    element: (
      <RequirePrivilege code="SC">
        <ScrutinyPage />
      </RequirePrivilege>
    ),
  },
  {
    // back-office.md §2: academic-qualification (MC) is the master-data list of that name.
    path: 'academic-qualification',
    element: <Navigate to="/admin/master-data/academic-qualifications" replace />,
  },
  {
    path: 'master-data',
    element: (
      <RequirePrivilege code="MC">
        <MasterDataIndexPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'master-data/:entity',
    element: (
      <RequirePrivilege code="MC">
        <MasterEntityPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'roll-number-order',
    element: (
      <RequirePrivilege code="MC">
        <RollNumberOrderPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'notice',
    element: (
      <RequirePrivilege code="MC">
        <NoticeAdminPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'publish-advertisement',
    element: (
      <RequirePrivilege code="PA">
        <PublishAdvertisementPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'advertisement-live',
    element: (
      <RequirePrivilege code="RNG">
        <AdvertisementLivePage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'userlist',
    element: (
      <RequirePrivilege code="UM">
        <UserListPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'usercreation',
    element: (
      <RequirePrivilege code="UM">
        <UserCreationPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'usercreation/:id',
    element: (
      <RequirePrivilege code="UM">
        <UserDetailsPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'userDetails/:id',
    element: (
      <RequirePrivilege code="UM">
        <UserDetailsPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'fullDetails/:id',
    element: (
      <RequirePrivilege code="UM">
        <UserDetailsPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'rolelist',
    element: (
      <RequirePrivilege code="UM">
        <RoleListPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'rolecreation',
    element: (
      <RequirePrivilege code="UM">
        <RoleCreationPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'rolecreation/:id',
    element: (
      <RequirePrivilege code="UM">
        <RoleCreationPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'modulelist',
    element: (
      <RequirePrivilege code="UM">
        <ModuleListPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'usermanagement/user',
    element: (
      <RequirePrivilege code="BU">
        <BlockUserPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'usermanagement/profile',
    element: (
      <RequirePrivilege code="LUP">
        <ProfileLocksPage />
      </RequirePrivilege>
    ),
  },
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
  {
    path: 'brute-force-setting',
    element: (
      <RequirePrivilege code="UM">
        <LoginLimitsPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'audit-log',
    element: (
      <RequirePrivilege code="UM">
        <AuditLogPage />
      </RequirePrivilege>
    ),
  },
  {
    // back-office.md combinePost (ALC): the combined-posts list, on its own screen.
    path: 'combinePost',
    element: (
      <RequirePrivilege code="ALC">
        <CombinePostPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'age-limit',
    element: (
      <RequirePrivilege code="ALC">
        <AgeLimitPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'select-external-masterId',
    element: (
      <RequirePrivilege code="PM">
        <SelectMasterIdPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'edit/personal-detail',
    element: (
      <RequirePrivilege code="PM">
        <EditPersonalDetailPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'edit/user-document',
    element: (
      <RequirePrivilege code="PM">
        <EditUserDocumentPage />
      </RequirePrivilege>
    ),
  },
  {
    path: 'photo-editor/:type',
    element: (
      <RequirePrivilege code="PM">
        <PhotoEditorPage />
      </RequirePrivilege>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      { path: PATHS.root, element: <RootRedirect /> },
      // Open to all (notices, payment returns); a signed-in person keeps their own shell and menu.
      {
        element: <OpenLayout />,
        children: [
          { path: PATHS.notices, element: <PublicNoticesPage /> },
          // The payment providers' return routes: a payer may come back without a session
          // (another address, a session expired at the provider); the page settles it anyway.
          { path: PATHS.esewaSuccess, element: <PaymentReturnPage provider="esewa" /> },
          { path: PATHS.esewaFailure, element: <PaymentFailurePage provider="esewa" /> },
          { path: PATHS.khaltiReturn, element: <PaymentReturnPage provider="khalti" /> },
          { path: PATHS.cipsSuccess, element: <PaymentReturnPage provider="connectips" /> },
          { path: PATHS.cipsFailure, element: <PaymentFailurePage provider="connectips" /> },
          { path: PATHS.fonepayReturn, element: <PaymentReturnPage provider="fonepay" /> },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RequireGuest />,
            children: [
              { path: PATHS.login, element: <LoginPage /> },
              { path: PATHS.register, element: <RegisterPage /> },
              { path: PATHS.faq, element: <FaqPage /> },
              { path: PATHS.forgotPassword, element: <ForgotPasswordPage /> },
            ],
          },
          { path: PATHS.devMailbox, element: <DevMailboxPage /> },
          { path: `${PATHS.resetPassword}/:tokenId`, element: <ResetPasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <CandidateLayout />,
            children: [
              { path: PATHS.changePassword, element: <ChangePasswordPage /> },
              { element: <RequirePasswordChanged />, children: candidateRoutes },
            ],
          },
          {
            path: PATHS.admin,
            element: (
              <RequirePasswordChanged>
                <RequireStaff>
                  <AdminLayout />
                </RequireStaff>
              </RequirePasswordChanged>
            ),
            children: adminRoutes,
          },
        ],
      },
    ],
  },
];
