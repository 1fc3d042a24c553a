// Scrutiny: officers approve, hold or reject applications with a remark (SC); the forms of an
// advertisement are handed to officers and its scrutiny finalised (SA); the scrutiny reports
// (SR, RBG, AR).
import type { ApiModule } from '../../platform/api-module';
import { allocationRoutes } from './allocation.routes';
import { startHoldExpiry } from './hold-window';
import { scrutinyReportRoutes } from './reports/reports.routes';
import { startScrutinyReportCounting } from './reports/reports.service';
import { scrutinyRoutes } from './scrutiny.routes';

export { isScrutinyFinalised } from './allocation.repository';
export { isOpenedByHold, openHoldsByCandidate, returnFormsFixedBy } from './hold-window';

export const scrutinyModule: ApiModule = {
  name: 'scrutiny',
  routes: [
    { prefix: '/api/internal', plugin: scrutinyRoutes },
    { prefix: '/api/internal', plugin: allocationRoutes },
    { prefix: '/api/internal', plugin: scrutinyReportRoutes },
  ],
  // Rejects the holds whose day to fix passed; counts the scrutiny report's summaries again.
  jobs: ({ db, traffic }, log) => [
    startHoldExpiry(db, log),
    startScrutinyReportCounting(db, traffic, log),
  ],
};
