// The local level of a local-level recruitment, named with its district and province, as the
// advertisement views, the vacancy views and the payment reports show it.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { districts, localBodies, localBodyTypes, provinces } from '../../db/schema';

// Aliased so a query that also joins districts (an exam centre's, a candidate's) can join these.
export const localLevelDistricts = alias(districts, 'local_level_districts');
export const localLevelProvinces = alias(provinces, 'local_level_provinces');
export const localLevelTypes = alias(localBodyTypes, 'local_level_types');

/**
 * Select as a nested object beside left joins of `localBodies` and the three aliases
 * (`localLevelJoins`); `toLocalLevel` reads it (Drizzle leaves an object of nulls when there is
 * no local body, its columns coming from several tables). The name carries its type, as the
 * official names read ("Dhulikhel Municipality", "धुलिखेल नगरपालिका"): "Kathmandu" alone would
 * not tell the metropolitan city from its district.
 */
export const localLevelColumns = {
  id: localBodies.id,
  nameEn: sql<string | null>`${localBodies.nameEn} || ' ' || ${localLevelTypes.nameEn}`,
  nameNe: sql<string | null>`${localBodies.nameNe} || ' ' || ${localLevelTypes.nameNe}`,
  districtEn: localLevelDistricts.nameEn,
  districtNe: localLevelDistricts.nameNe,
  provinceEn: localLevelProvinces.nameEn,
  provinceNe: localLevelProvinces.nameNe,
};

export const localLevelTypeJoin = eq(localLevelTypes.id, localBodies.localBodyTypeId);
export const localLevelDistrictJoin = eq(localLevelDistricts.id, localBodies.districtId);
export const localLevelProvinceJoin = eq(localLevelProvinces.id, localLevelDistricts.provinceId);

/** A new advertisement may name only a local body staff have not deactivated. */
export async function activeLocalBodyExists(executor: Executor, id: number) {
  const [row] = await executor
    .select({ id: localBodies.id })
    .from(localBodies)
    .where(and(eq(localBodies.id, id), eq(localBodies.active, true)));
  return row !== undefined;
}
