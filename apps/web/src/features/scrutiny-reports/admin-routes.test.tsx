import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router';
import type { PrivilegeCode } from '@niyukti/shared';
import { i18n } from '../../lib/i18n';
import { mockFetch, resetToasts } from '../../test/fetch-mock';
import { aStaffMemberWith, renderAt, serveMasterData } from '../../test/master-data';
import { scrutinyReportsAdminRoutes } from './admin-routes';
import { giveChartsRoom, reportOf } from './pages/report-fixtures';

vi.setConfig({ testTimeout: 30_000 });

/** The feature's routes as the admin layout draws them: descendant routes of /admin/*. */
function AdminPages() {
  return useRoutes(scrutinyReportsAdminRoutes);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  giveChartsRoom();
  serveMasterData(
    mockFetch(),
    {},
    {
      'GET /api/internal/scrutiny/reports/gender-only': () => reportOf('gender-only'),
      'GET /api/internal/scrutiny/gender-reports/area': () => reportOf('area'),
      'GET /api/internal/scrutiny/advertisement-report': () => ({
        items: [],
        total: 0,
        page: 1,
        pageSize: 10,
      }),
    },
  );
});

const open = (path: string, code: PrivilegeCode) =>
  renderAt(<AdminPages />, path, '/admin/*', { signedInAs: aStaffMemberWith(code, ['read']) });

const PAGES = [
  ['/admin/scrutiny/report', 'SR', 'Scrutiny report'],
  ['/admin/scrutiny/report-by-gender-basic-configuration', 'RBG', 'Report by gender'],
  [
    '/admin/scrutiny/report-by-gender-basic-configuration/area',
    'RBG',
    'Report by gender: Geographical area',
  ],
  ['/admin/scrutiny/advertisementReport', 'AR', 'Advertisement report'],
] as const;

describe('the scrutiny reports routes', () => {
  it.each(PAGES)('%s opens, lazily, for a holder of %s read', async (path, code, title) => {
    open(path, code);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it.each([
    ['/admin/scrutiny/report', 'RBG'],
    ['/admin/scrutiny/report-by-gender-basic-configuration', 'SR'],
    ['/admin/scrutiny/report-by-gender-basic-configuration/area', 'AR'],
    ['/admin/scrutiny/advertisementReport', 'SR'],
  ] as const)('%s is not permitted to a holder of %s alone', async (path, code) => {
    open(path, code);
    expect(await screen.findByText('Not permitted', {}, { timeout: 10_000 })).toBeVisible();
  });
});
