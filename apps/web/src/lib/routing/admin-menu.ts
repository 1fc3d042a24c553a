import { useQuery } from '@tanstack/react-query';
import { ADMIN_MENU, type AdminMenuKey, type PrivilegeCode, type TMenuItem } from '@niyukti/shared';
import { api } from '../api';
import { useAuth } from '../auth/auth-context';
import type { NavItem } from './nav-item';

export const MENU_PATH = '/oauth/menu';

/** The label of each menu item the server may send, as an i18n key (namespace:key). */
const MENU_LABEL_KEYS: Record<AdminMenuKey, string> = {
  dashboard: 'nav.adminDashboard',
  requisition: 'requisitions:nav.requisition',
  approval: 'requisitions:nav.approval',
  percentageDistribution: 'distribution:nav.requests',
  distributionPhaseOne: 'distribution:nav.phaseOne',
  distributionPhaseTwo: 'distribution:nav.phaseTwo',
  distributionFormula: 'distribution:nav.formula',
  distributionHistory: 'distribution-history:nav.history',
  vacancyDistributionReport: 'distribution-reports:nav.distributionReport',
  vacancyCountByQuotaReport: 'distribution-reports:nav.countByQuotaReport',
  registeredCandidates: 'staff-reports:nav.registeredCandidates',
  reportByClass: 'staff-reports:nav.byClass',
  reportByAdvertisementNumber: 'staff-reports:nav.byAdvertisementNumber',
  reapplicationReport: 'staff-reports:nav.reapplications',
  applicationReport: 'staff-reports:nav.applications',
  searchApplicant: 'staff-reports:nav.searchApplicant',
  applicationStatus: 'staff-reports:nav.applicationStatus',
  scrutiny: 'nav.scrutiny',
  scrutinyAllocation: 'scrutiny-allocation:nav.allocation',
  allocationReport: 'scrutiny-allocation:nav.report',
  scrutinyReport: 'scrutiny-reports:nav.report',
  reportByGender: 'scrutiny-reports:nav.byGender',
  advertisementReport: 'scrutiny-reports:nav.advertisementReport',
  publishAdvertisement: 'advertisements:nav.publish',
  advertisementLive: 'advertisements:nav.live',
  masterData: 'master-data:nav.masterData',
  academicQualification: 'master-data:nav.academicQualification',
  rollNumberOrder: 'master-config:rollNumberOrder.title',
  notice: 'notices:nav.admin',
  userList: 'access:nav.userList',
  roleList: 'access:nav.roleList',
  moduleList: 'access:nav.moduleList',
  profileLocks: 'profile:locks.title',
  selectMasterId: 'acting-for:nav.selectMasterId',
  blockUser: 'access:nav.blockUser',
  loginLimits: 'access:nav.loginLimits',
  auditLog: 'audit:title',
  ageLimit: 'age-limits:title',
  combinePost: 'master-data:nav.combinePost',
  voucherLock: 'payment-admin:nav.voucherLock',
  updatePayment: 'payment-admin:nav.updatePayment',
  providerPayments: 'payment-admin:nav.providerPayments',
  merchantVerify: 'payment-admin:nav.merchantVerify',
};

export interface AdminNavItem extends NavItem {
  /** The code that shows the item (back-office.md §6); none for the dashboard. */
  privilege?: PrivilegeCode;
}

const privilegeOf = (key: AdminMenuKey): PrivilegeCode | undefined => {
  const item = ADMIN_MENU.find((candidate) => candidate.key === key);
  return item && 'privilege' in item ? item.privilege : undefined;
};

export function toNavItems(menu: TMenuItem[]): AdminNavItem[] {
  return menu.map((item) => ({
    to: item.path,
    labelKey: MENU_LABEL_KEYS[item.key],
    end: item.key === 'dashboard',
    privilege: privilegeOf(item.key),
  }));
}

/**
 * The menu list loaded after login: the server filters it by the user's privileges, so the
 * menu and the API's refusals always agree. Empty while loading and for candidates.
 */
export function useAdminMenu(): AdminNavItem[] {
  const { user } = useAuth();
  const staff = user?.type === 'staff';
  const { data } = useQuery({
    // Privileges in the key: when the user's roles change and /oauth/me is reloaded, so is this.
    queryKey: ['menu', user?.id, user?.privileges.join(',')],
    queryFn: () => api.get<TMenuItem[]>(MENU_PATH),
    enabled: staff,
    staleTime: Infinity,
  });
  return staff && data ? toNavItems(data) : [];
}
