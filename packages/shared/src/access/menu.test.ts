import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, adminMenuFor } from './menu';
import { PRIVILEGE_CODES } from './privileges';

/** The counts-only reports every staff user reads (decisions 152, 157), in their menu place. */
const REPORTS = [
  'vacancyDistributionReport',
  'vacancyCountByQuotaReport',
  'registeredCandidates',
  'reportByClass',
  'reportByAdvertisementNumber',
  'reapplicationReport',
];

describe('the back-office menu', () => {
  it('shows the dashboard and the counts-only reports to all staff, each other item only with its privilege', () => {
    expect(adminMenuFor([]).map((item) => item.key)).toEqual(['dashboard', ...REPORTS]);
    expect(adminMenuFor(['SC']).map((item) => item.key)).toEqual([
      'dashboard',
      ...REPORTS,
      'scrutiny',
    ]);
    // A candidate's personal data needs SR (decision 157).
    expect(adminMenuFor(['SR']).map((item) => item.key)).toEqual([
      'dashboard',
      ...REPORTS,
      'applicationReport',
      'searchApplicant',
      'applicationStatus',
      'scrutinyReport',
    ]);
    expect(adminMenuFor(['BU', 'SC']).map((item) => item.path)).toEqual([
      '/admin',
      '/admin/vacancy-distribution-report',
      '/admin/vacancy-count-by-quota-report',
      '/admin/total-register-user',
      '/admin/reportByClass',
      '/admin/reportByAdvtNumber',
      '/admin/re-application-report',
      '/admin/scrutiny',
      '/admin/usermanagement/user',
    ]);
    expect(adminMenuFor(['VDH']).map((item) => item.key)).toEqual([
      'dashboard',
      'distributionHistory',
      ...REPORTS,
    ]);
  });

  it('shows everything, in menu order, to one who holds every code', () => {
    expect(adminMenuFor(PRIVILEGE_CODES)).toEqual(
      ADMIN_MENU.map(({ key, path }) => ({ key, path })),
    );
  });

  it('shows a task to those who may take it: the approval task needs RQ approve, not RQ read', () => {
    const keysOf = (actions: ('read' | 'create' | 'approve')[]) =>
      adminMenuFor(['RQ'], { RQ: actions }).map((item) => item.key);
    expect(keysOf(['read', 'create'])).toEqual(['dashboard', 'requisition', ...REPORTS]);
    expect(keysOf(['read', 'approve'])).toEqual([
      'dashboard',
      'requisition',
      'approval',
      ...REPORTS,
    ]);
  });

  it('shows the approval task to one who decides distributions (PD approve) too', () => {
    const keysOf = (actions: ('read' | 'update' | 'approve')[]) =>
      adminMenuFor(['PD'], { PD: actions }).map((item) => item.key);
    expect(keysOf(['read', 'update'])).toEqual(['dashboard', 'percentageDistribution', ...REPORTS]);
    expect(keysOf(['read', 'approve'])).toEqual([
      'dashboard',
      'approval',
      'percentageDistribution',
      ...REPORTS,
    ]);
  });

  it('has unique keys and paths under /admin', () => {
    expect(new Set(ADMIN_MENU.map((item) => item.key)).size).toBe(ADMIN_MENU.length);
    expect(new Set(ADMIN_MENU.map((item) => item.path)).size).toBe(ADMIN_MENU.length);
    expect(ADMIN_MENU.every((item) => item.path.startsWith('/admin'))).toBe(true);
  });
});
