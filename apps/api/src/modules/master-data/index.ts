// Master data (MD): the lists every form picks from, their import, and the commission's
// settings (login limits, roll-number order). Other modules name a recruitment's local level
// and check a picked record through what this file offers.
import type { MasterEntityDefinition } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import type { ApiModule } from '../../platform/api-module';
import { masterImportRoutes } from './import/import.routes';
import { loginLimitRoutes, rollNumberOrderRoutes } from './master-config.routes';
import { internalMasterRecordRoutes, publicMasterRecordRoutes } from './master-records.routes';
import { findRow } from './master-records.repository';
import { tableOf } from './master-tables.repository';

export const masterDataModule: ApiModule = {
  name: 'master-data',
  routes: [
    { prefix: '/api/public', plugin: publicMasterRecordRoutes },
    { prefix: '/api/internal', plugin: loginLimitRoutes },
    { prefix: '/api/internal', plugin: rollNumberOrderRoutes },
    { prefix: '/api/internal', plugin: internalMasterRecordRoutes },
    { prefix: '/api/internal', plugin: masterImportRoutes },
  ],
};

/** A record of a master-data list by id (with its `active` flag and parent), or undefined. */
export async function findMasterRecord(
  executor: Executor,
  entity: MasterEntityDefinition,
  id: number,
) {
  return (await findRow(executor, tableOf(entity), id)) as
    (Record<string, unknown> & { active: boolean }) | undefined;
}

export { readMasterConfig } from './master-config.repository';
export { seedOfficialLocalBodies } from './import/official-local-bodies';
export { toLocalLevel } from './local-level.mapper';
// The local level of a recruitment joins as these aliased tables, so a query that also joins
// a candidate's or a centre's district can show both (local-level.repository.ts).
export {
  activeLocalBodyExists,
  localLevelColumns,
  localLevelDistrictJoin,
  localLevelDistricts,
  localLevelProvinceJoin,
  localLevelProvinces,
  localLevelTypeJoin,
  localLevelTypes,
} from './local-level.repository';
