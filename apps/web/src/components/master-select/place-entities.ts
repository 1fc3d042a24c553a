import { masterEntity, type MasterEntityDefinition } from '@niyukti/shared';

function definition(key: string): MasterEntityDefinition {
  const entity = masterEntity(key);
  if (!entity) throw new Error(`no master-data entity ${key}`);
  return entity;
}

/** The master-data lists a place is chosen from: province → district → local body. */
export const PROVINCES = definition('provinces');
export const DISTRICTS = definition('districts');
export const LOCAL_BODIES = definition('local-bodies');
