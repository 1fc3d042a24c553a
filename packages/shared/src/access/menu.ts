import { z } from 'zod';
import { allows, type PermissionAction, type TPermissions } from './permissions';
import type { PrivilegeCode } from './privileges';

/**
 * The back-office navigation menu (back-office.md §2), in menu order, each item with the
 * privilege that shows it. The server answers the menu list from this, filtered by the user's
 * privileges; the web app renders what it is given. Add an item here when its screen lands.
 */
export const ADMIN_MENU = [
  { key: 'dashboard', path: '/admin' },
  { key: 'requisition', path: '/admin/requisition', privilege: 'RQ' },
  // back-office.md §2: the approval task is gated by RQ or PD: it is for those who decide
  // requisitions or their distributions (an office files and reads requisitions only).
  {
    key: 'approval',
    path: '/admin/approval',
    privilege: 'RQ',
    action: 'approve',
    or: { privilege: 'PD', action: 'approve' },
  },
  // Auto-generate quota: the approved requisitions whose posts are to be split (PD).
  {
    key: 'percentageDistribution',
    path: '/admin/percentage-distribution',
    privilege: 'PD',
  },
  {
    key: 'distributionPhaseOne',
    path: '/admin/distribution-formula-configuration-phase-1/formula',
    privilege: 'VDC',
  },
  {
    key: 'distributionPhaseTwo',
    path: '/admin/distribution-formula-configuration-phase-2/formula',
    privilege: 'VDC',
  },
  {
    key: 'distributionFormula',
    path: '/admin/distribution-formula-configuration-phase-3/distribution-formula',
    privilege: 'VDC',
  },
  {
    key: 'distributionHistory',
    path: '/admin/vacancy-distribution-history',
    privilege: 'VDH',
  },
  // Counts only, never a candidate: every staff user (decision 152).
  { key: 'vacancyDistributionReport', path: '/admin/vacancy-distribution-report' },
  { key: 'vacancyCountByQuotaReport', path: '/admin/vacancy-count-by-quota-report' },
  { key: 'registeredCandidates', path: '/admin/total-register-user' },
  { key: 'reportByClass', path: '/admin/reportByClass' },
  { key: 'reportByAdvertisementNumber', path: '/admin/reportByAdvtNumber' },
  { key: 'reapplicationReport', path: '/admin/re-application-report' },
  // A candidate's personal data: SR, the scrutiny report's code (decision 157).
  { key: 'applicationReport', path: '/admin/all-application-report', privilege: 'SR' },
  { key: 'searchApplicant', path: '/admin/user-search', privilege: 'SR' },
  { key: 'applicationStatus', path: '/admin/application-status', privilege: 'SR' },
  { key: 'scrutiny', path: '/admin/scrutiny', privilege: 'SC' },
  { key: 'scrutinyAllocation', path: '/admin/scrutiny-allocation', privilege: 'SA' },
  { key: 'allocationReport', path: '/admin/allocation/report', privilege: 'SA' },
  { key: 'scrutinyReport', path: '/admin/scrutiny/report', privilege: 'SR' },
  {
    key: 'reportByGender',
    path: '/admin/scrutiny/report-by-gender-basic-configuration',
    privilege: 'RBG',
  },
  { key: 'advertisementReport', path: '/admin/scrutiny/advertisementReport', privilege: 'AR' },
  { key: 'publishAdvertisement', path: '/admin/publish-advertisement', privilege: 'PA' },
  { key: 'advertisementLive', path: '/admin/advertisement-live', privilege: 'RNG' },
  { key: 'masterData', path: '/admin/master-data', privilege: 'MC' },
  {
    key: 'academicQualification',
    path: '/admin/master-data/academic-qualifications',
    privilege: 'MC',
  },
  { key: 'rollNumberOrder', path: '/admin/roll-number-order', privilege: 'MC' },
  { key: 'notice', path: '/admin/notice', privilege: 'MC' },
  { key: 'userList', path: '/admin/userlist', privilege: 'UM' },
  { key: 'roleList', path: '/admin/rolelist', privilege: 'UM' },
  { key: 'moduleList', path: '/admin/modulelist', privilege: 'UM' },
  { key: 'profileLocks', path: '/admin/usermanagement/profile', privilege: 'LUP' },
  { key: 'voucherLock', path: '/admin/usermanagement/voucher', privilege: 'LUV' },
  { key: 'selectMasterId', path: '/admin/select-external-masterId', privilege: 'PM' },
  { key: 'blockUser', path: '/admin/usermanagement/user', privilege: 'BU' },
  { key: 'loginLimits', path: '/admin/brute-force-setting', privilege: 'UM' },
  { key: 'auditLog', path: '/admin/audit-log', privilege: 'UM' },
  { key: 'ageLimit', path: '/admin/age-limit', privilege: 'ALC' },
  { key: 'combinePost', path: '/admin/combinePost', privilege: 'ALC' },
  { key: 'updatePayment', path: '/admin/payment', privilege: 'UP' },
  { key: 'providerPayments', path: '/admin/update/payment', privilege: 'PU' },
  { key: 'merchantVerify', path: '/admin/merchant-verify-payment', privilege: 'UP' },
] as const satisfies readonly {
  key: string;
  path: string;
  privilege?: PrivilegeCode;
  /** The action on the code that shows the item; `read` when absent (a list or a search). */
  action?: PermissionAction;
  /** Another code and action that shows it too. */
  or?: { privilege: PrivilegeCode; action: PermissionAction };
}[];

export type AdminMenuKey = (typeof ADMIN_MENU)[number]['key'];

export const ZMenuItem = z.object({
  key: z.enum(ADMIN_MENU.map((item) => item.key) as [AdminMenuKey, ...AdminMenuKey[]]),
  path: z.string(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

/**
 * The items a user holding `privileges` may see: most screens are a list or a search, so they
 * take the `read` action on their code; a task screen names its own action. Staff only
 * (candidates have their own).
 */
export function adminMenuFor(
  privileges: readonly string[],
  permissions?: TPermissions,
): TMenuItem[] {
  return ADMIN_MENU.filter(
    (item) =>
      !('privilege' in item) ||
      allows(privileges, permissions, item.privilege, 'action' in item ? item.action : 'read') ||
      ('or' in item && allows(privileges, permissions, item.or.privilege, item.or.action)),
  ).map(({ key, path }) => ({ key, path }));
}
