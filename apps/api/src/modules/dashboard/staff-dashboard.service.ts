import { fiscalYearOf, todayIso, type TStaffDashboard } from '@niyukti/shared';
import type { Database } from '../../db/client';
import * as repo from './staff-dashboard.repository';

/** How far ahead "closing this week" looks, in days (today and the next seven). */
const CLOSING_WITHIN_DAYS = 7;

export function createStaffDashboardService(db: Database) {
  return {
    /** The back office's figures of today and of today's fiscal year, counted when asked. */
    async figures(now = new Date()): Promise<TStaffDashboard> {
      const today = todayIso(now);
      const fiscalYear = fiscalYearOf(today);
      const [applied, officers, awaiting, closing] = await Promise.all([
        repo.applicationCounts(db, today, fiscalYear),
        repo.officerForms(db, fiscalYear),
        repo.paymentsAwaitingVerification(db),
        repo.closingWithin(db, today, CLOSING_WITHIN_DAYS),
      ]);
      const { applications, ...forms } = applied.season;
      return {
        fiscalYear,
        applicationsToday: applied.today,
        applicationsThisSeason: applications,
        forms,
        officers,
        paymentsAwaitingVerification: awaiting,
        closingThisWeek: closing,
        countedAt: now.toISOString(),
      };
    },
  };
}
