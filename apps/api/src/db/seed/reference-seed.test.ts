import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASTE_ETHNIC_GROUPS,
  ETHNIC_GROUPS,
  COUNTRIES,
  DISABILITY_CLASSES,
  DISABILITY_TYPES,
  EDUCATION_BOARDS,
  EDUCATION_LEVELS,
  FACULTIES,
  INCLUSIVE_GROUPS,
  LOCAL_BODY_TYPES,
  MOTHER_TONGUES,
  PROFESSIONAL_COUNCILS,
  RELIGIONS,
  BANKS,
  type ReferenceEntry,
} from '@niyukti/shared';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/people';
import { seedReferenceData } from './reference-seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const publicList = async (entity: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/master-data/${entity}` })).json().data as {
    nameEn: string;
    nameNe: string;
    code?: string;
    id: number;
  }[];

const LISTS: [string, readonly ReferenceEntry[]][] = [
  ['religions', RELIGIONS],
  ['castes', CASTE_ETHNIC_GROUPS],
  ['ethnic-groups', ETHNIC_GROUPS],
  ['inclusive-groups', INCLUSIVE_GROUPS],
  ['mother-tongues', MOTHER_TONGUES],
  ['disability-types', DISABILITY_TYPES],
  ['disability-classes', DISABILITY_CLASSES],
  ['education-levels', EDUCATION_LEVELS],
  ['faculties', FACULTIES],
  ['education-boards', EDUCATION_BOARDS],
  ['countries', COUNTRIES],
  ['local-body-types', LOCAL_BODY_TYPES],
  ['professional-councils', PROFESSIONAL_COUNCILS],
  ['banks', BANKS],
];

describe('the reference seed', () => {
  it.each(LISTS)('loads every %s of the standard list, in both languages', async (entity, list) => {
    const rows = await publicList(entity);
    expect(rows.map((row) => row.nameNe).sort()).toEqual(list.map((entry) => entry.nameNe).sort());
    expect(rows.map((row) => row.nameEn).sort()).toEqual(list.map((entry) => entry.nameEn).sort());
  });

  it('numbers local body types as the official list does, and lists the inclusive groups', async () => {
    const types = await publicList('local-body-types');
    expect(types.map((type) => [type.id, type.code])).toEqual(
      expect.arrayContaining([
        [1, 'MC'],
        [2, 'SMC'],
        [3, 'M'],
        [4, 'RM'],
      ]),
    );
    const groups = (await publicList('inclusive-groups')) as unknown as { code: string }[];
    expect(groups.map((group) => group.code).sort()).toEqual(
      INCLUSIVE_GROUPS.map((group) => group.code).sort(),
    );
    // Their shares are the phase-3 formula's, not a column of the list.
    expect(groups[0]).not.toHaveProperty('sharePercent');
    const quotas = await publicList('quotas');
    expect(quotas.map((quota) => quota.code)).toContain('OPEN');
    expect(quotas).toHaveLength(INCLUSIVE_GROUPS.length + 1);
  });

  it('adds nothing when run again, and never brings back what staff renamed', async () => {
    const token = await signIn(t.app, 'admin', 'Admin@2082');
    const [kirat] = (await publicList('religions')).filter((row) => row.nameEn === 'Kirat');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/internal/master-data/religions/${kirat!.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { nameEn: 'Kirant', nameNe: kirat!.nameNe, active: true },
    });
    expect(renamed.statusCode).toBe(200);
    const before = (await publicList('religions')).length;
    await seedReferenceData(t.database.db);
    const after = await publicList('religions');
    expect(after).toHaveLength(before);
    expect(after.map((row) => row.nameEn)).not.toContain('Kirat');
  });
});
