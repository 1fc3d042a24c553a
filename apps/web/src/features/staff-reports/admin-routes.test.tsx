import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router';
import type { TCurrentUser } from '@niyukti/shared';
import { i18n } from '../../lib/i18n';
import { mockFetch, resetToasts } from '../../test/fetch-mock';
import { aStaffMemberWith, renderAt, serveMasterData } from '../../test/master-data';
import { staffReportsAdminRoutes } from './admin-routes';
import {
  APPLICATION_REPORT,
  CANDIDATE,
  CLERK,
  pageOf,
  REAPPLICATION,
} from './pages/report-fixtures';

vi.setConfig({ testTimeout: 30_000 });

/** The feature's routes as the admin layout draws them: descendant routes of /admin/*. */
function AdminPages() {
  return useRoutes(staffReportsAdminRoutes);
}

const REPORTS = '/api/internal/reports';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  serveMasterData(
    mockFetch(),
    {},
    {
      [`GET ${REPORTS}/registered-candidates`]: (url) => ({
        registered: { male: 0, female: 0, other: 0, total: 0 },
        applied: 0,
        days: pageOf([], url),
      }),
      [`GET ${REPORTS}/by-class`]: () => ({
        rows: [],
        total: {
          advertisements: 0,
          vacancies: 0,
          applications: 0,
          paid: 0,
          pending: 0,
          hold: 0,
          approved: 0,
          rejected: 0,
        },
      }),
      [`GET ${REPORTS}/by-advertisement-number`]: (url) => pageOf([], url),
      [`GET ${REPORTS}/re-applications`]: (url) => pageOf([REAPPLICATION], url),
      [`GET ${REPORTS}/applications`]: (url) => pageOf([], url),
      [`GET ${REPORTS}/applications/501`]: () => APPLICATION_REPORT,
      [`GET ${REPORTS}/candidates`]: (url) => pageOf([CANDIDATE], url),
    },
  );
});

const open = (path: string, user: TCurrentUser) =>
  renderAt(<AdminPages />, path, '/admin/*', { signedInAs: user });

const COUNTS = [
  ['/admin/total-register-user', 'Registered candidates'],
  ['/admin/reportByClass', 'Report by class'],
  ['/admin/reportByAdvtNumber', 'Report by advertisement number'],
  ['/admin/re-application-report', 'Re-application report'],
] as const;

const PERSONAL = [
  ['/admin/all-application-report', 'Application report'],
  ['/admin/application-report/501', 'Application of Sita Sharma'],
  ['/admin/user-search', 'Search applicant'],
  ['/admin/application-status', 'Application status'],
] as const;

describe('the staff reports routes', () => {
  it.each(COUNTS)('%s opens, lazily, for a clerk holding no privilege', async (path, title) => {
    open(path, CLERK);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it.each(PERSONAL)('%s opens for a holder of SR read', async (path, title) => {
    open(path, aStaffMemberWith('SR', ['read']));
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it.each(PERSONAL)("%s is not a clerk's: a candidate's personal data", async (path) => {
    open(path, CLERK);
    expect(await screen.findByText('Not permitted', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: /Application|applicant/ })).toBeNull();
  });
});
