import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MASTER_ENTITIES,
  masterEntity,
  toDevanagariDigits,
  type MasterEntityDefinition,
  type MasterField,
} from '@niyukti/shared';
import { auditLog } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/people';
import { internal } from '../../test/staff';

// Every master-data entity goes through the same life: added, found, edited, made inactive,
// deleted; refused when bad, duplicated, in use or asked for without MC. The cases are derived
// from the entity definitions, so a new entity is tested the day it is defined.

let t: TestApp;
let admin: ReturnType<typeof internal>;
let clerk: ReturnType<typeof internal>;

beforeAll(async () => {
  t = await startTestApp();
  admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  clerk = internal(t.app, await signIn(t.app, 'clerk', 'Clerk@2082'));
});
afterAll(async () => t?.close());

const ENTITIES: readonly MasterEntityDefinition[] = MASTER_ENTITIES;
// Kathmandu lies in Bagmati: entities naming both a province and a district get this pair.
const BAGMATI = 3;
const KATHMANDU = 27;

let counter = 0;

/** A valid value of `field`, unique by `n` where uniqueness matters. */
function sampleValue(field: MasterField, n: number): unknown {
  switch (field.kind) {
    case 'nameEn':
      return `Sample ${field.name} ${n}`;
    case 'nameNe':
      return `नमूना ${toDevanagariDigits(n)}`;
    case 'text':
      return `Sample text ${n}`;
    case 'code':
      return `C${n}`;
    case 'digits':
      return `98${String(n).padStart(8, '0')}`;
    case 'count':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 50, 9));
    case 'rupees':
      return 1200;
    case 'email':
      return `centre${n}@example.com`;
    case 'flag':
      return true;
    case 'choice':
      return field.options![n % field.options!.length]!.value;
    case 'fiscalYear': {
      const year = 2100 + n;
      return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
    }
    case 'reference':
      return null; // filled in by validInput, which may have to create the record first
  }
}

/** A valid payload for `entity`, creating the records its references need. */
async function validInput(entity: MasterEntityDefinition): Promise<Record<string, unknown>> {
  const n = ++counter;
  const input: Record<string, unknown> = { active: true };
  for (const field of entity.fields) {
    if (field.kind !== 'reference') input[field.name] = sampleValue(field, n);
    else if (field.name === 'provinceId') input[field.name] = BAGMATI;
    else if (field.name === 'districtId') input[field.name] = KATHMANDU;
    else input[field.name] = (await created(masterEntity(field.reference!)!)).id;
  }
  return input;
}

async function created(entity: MasterEntityDefinition) {
  const response = await admin('POST', `/master-data/${entity.key}`, await validInput(entity));
  if (response.statusCode !== 201) throw new Error(`${entity.key}: ${response.body}`);
  return response.json().data as { id: number } & Record<string, unknown>;
}

const listOf = async (entity: MasterEntityDefinition, query: string) =>
  (await admin('GET', `/master-data/${entity.key}?pageSize=100&${query}`)).json().data;

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

describe.each(ENTITIES.map((entity) => [entity.key, entity] as const))('%s', (_key, entity) => {
  const path = `/master-data/${entity.key}`;
  // Payment fees have no text to search by; every other entity is found by its first text.
  const firstText = entity.fields.find((field) =>
    ['nameEn', 'text', 'digits', 'fiscalYear', 'code'].includes(field.kind),
  );

  it('is added, found, edited, made inactive and deleted, each change audited', async () => {
    const input = await validInput(entity);
    const added = await admin('POST', path, input);
    expect(added.statusCode).toBe(201);
    expect(added.json().message.ne).toMatch(/[\u0900-\u097F]/);
    const record = added.json().data;
    expect(record).toMatchObject(input);

    const search = firstText ? String(input[firstText.name]) : '';
    const found = await listOf(entity, `search=${encodeURIComponent(search)}`);
    expect(idsOf(found.items)).toContain(record.id);

    // The public list is kept ready; saving the record below must make it again (decision 165).
    const publicIds = async () =>
      idsOf(
        (await t.app.inject({ method: 'GET', url: `/api/public/master-data/${entity.key}` })).json()
          .data,
      );
    if (entity.public) expect(await publicIds()).toContain(record.id);

    const edited = await admin('PUT', `${path}/${record.id}`, { ...input, active: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: record.id, active: false });
    // Narrowed by the search: a list such as local bodies holds more than one page.
    const mine = `search=${encodeURIComponent(search)}&`;
    expect(idsOf((await listOf(entity, `${mine}status=active`)).items)).not.toContain(record.id);
    expect(idsOf((await listOf(entity, `${mine}status=inactive`)).items)).toContain(record.id);
    expect(idsOf((await listOf(entity, `${mine}status=all`)).items)).toContain(record.id);
    if (entity.public) expect(await publicIds()).not.toContain(record.id);

    const deleted = await admin('DELETE', `${path}/${record.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(idsOf((await listOf(entity, `${mine}status=all`)).items)).not.toContain(record.id);
    expect((await admin('DELETE', `${path}/${record.id}`)).statusCode).toBe(404);
    expect((await admin('PUT', `${path}/${record.id}`, input)).statusCode).toBe(404);

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity.key), eq(auditLog.entityId, String(record.id))));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'masterData.create',
      'masterData.delete',
      'masterData.update',
    ]);
  });

  it('refuses a form with nothing in it, naming every required field, and adds nothing', async () => {
    const before = (await listOf(entity, 'status=all')).total;
    const response = await admin('POST', path, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message.ne).toMatch(/[\u0900-\u097F]/);
    const paths = response.json().data.issues.map((issue: { path: string }) => issue.path);
    for (const field of entity.fields.filter((candidate) => candidate.required !== false))
      expect(paths).toContain(field.name);
    expect((await listOf(entity, 'status=all')).total).toBe(before);
  });

  it('is refused to staff without MC', async () => {
    expect((await clerk('GET', path)).statusCode).toBe(403);
    expect((await clerk('POST', path, await validInput(entity))).statusCode).toBe(403);
  });
});

describe('rules of back-office.md §5', () => {
  const religions = masterEntity('religions')!;

  it.each([
    ['nameEn', ' Hindu', 'validation.noEdgeSpaces'],
    ['nameEn', 'Hindu ', 'validation.noEdgeSpaces'],
    ['nameNe', 'Hindu', 'validation.nepaliOnly'],
    ['nameNe', ' हिन्दू', 'validation.noEdgeSpaces'],
  ])('refuses %s %j with %s', async (field, value, key) => {
    const response = await admin('POST', '/master-data/religions', {
      ...(await validInput(religions)),
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toContainEqual({ path: field, message: key });
  });

  it('refuses numbers that are not digits or longer than 15, and a centre for nobody', async () => {
    const centres = masterEntity('exam-centres')!;
    const post = (changes: Record<string, unknown>) =>
      validInput(centres).then((input) =>
        admin('POST', '/master-data/exam-centres', { ...input, ...changes }),
      );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contactNumber: '98-4112' }, 'contactNumber', 'validation.digitsOnly'],
      [{ contactNumber: '1234567890123456' }, 'contactNumber', 'validation.maxDigits15'],
      [{ capacity: 0 }, 'capacity', 'validation.centreMinCapacity'],
      [{ capacity: 'many' }, 'capacity', 'validation.digitsOnly'],
      [{ districtId: 6 }, 'districtId', 'validation.districtNotInProvince'],
      [{ districtId: 999_999 }, 'districtId', 'validation.unknownReference'],
    ];
    for (const [changes, field, key] of cases) {
      const response = await post(changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().data.issues).toContainEqual({ path: field, message: key });
    }
    const capacityMessage = (await post({ capacity: 0 })).json().message.en;
    expect(capacityMessage).toBe('Center minimum capacity must be 1');
  });

  it('takes Devanagari digits in numbers and fiscal years', async () => {
    const centre = await admin('POST', '/master-data/exam-centres', {
      ...(await validInput(masterEntity('exam-centres')!)),
      contactNumber: '९८४११२३४५६',
      capacity: '५००',
    });
    expect(centre.json().data).toMatchObject({ contactNumber: '9841123456', capacity: 500 });
    const year = await admin('POST', '/master-data/fiscal-years', {
      fiscalYear: '२०९९-००',
      active: true,
    });
    expect(year.json().data.fiscalYear).toBe('2099-00');
    const wrong = await admin('POST', '/master-data/fiscal-years', {
      fiscalYear: '2082-84',
      active: true,
    });
    expect(wrong.json().data.issues).toContainEqual({
      path: 'fiscalYear',
      message: 'validation.fiscalYear',
    });
  });

  it('keeps fees in paisa and shows them in rupees', async () => {
    const fee = await created(masterEntity('payment-fees')!);
    expect(fee).toMatchObject({ basicPrice: 1200, extraPrice: 1200 });
    // An amount whose paisa a 32-bit column cannot hold is a typing slip, said so (it was a 500).
    const huge = await admin('PUT', `/master-data/payment-fees/${fee.id}`, {
      classId: fee.classId,
      basicPrice: '१२३४५६७८९०',
      extraPrice: 1,
      active: true,
    });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().data.issues).toContainEqual({
      path: 'basicPrice',
      message: 'validation.tooLarge',
    });
  });

  it('refuses a second record with the same name in any letter case, or the same code', async () => {
    const first = await validInput(religions);
    expect((await admin('POST', '/master-data/religions', first)).statusCode).toBe(201);
    const again = await admin('POST', '/master-data/religions', {
      ...(await validInput(religions)),
      nameEn: String(first.nameEn).toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message.en).toBe('A record with this name or code already exists.');
    expect(again.json().data.issues).toEqual([{ path: 'nameEn', message: 'masterData.duplicate' }]);
    const quotas = masterEntity('quotas')!;
    const sameCode = await admin('POST', '/master-data/quotas', {
      ...(await validInput(quotas)),
      code: 'OPEN',
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().data.issues).toEqual([
      { path: 'code', message: 'masterData.duplicate' },
    ]);
  });

  it('finds a name by another of its spellings (issue 19: काठमाडौं finds काठमाण्डौं)', async () => {
    const stored = await created(religions);
    const renamed = await admin('PUT', `/master-data/religions/${stored.id}`, {
      ...(await validInput(religions)),
      nameNe: `काठमाण्डौं चाँदनी ${toDevanagariDigits(stored.id)}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const search of [
      `काठमाडौं चांदनी ${stored.id}`,
      `काठमाडौ चादनी ${toDevanagariDigits(stored.id)}`,
    ])
      expect(
        idsOf((await listOf(religions, `search=${encodeURIComponent(search)}`)).items),
      ).toEqual([stored.id]);
    expect((await listOf(religions, `search=${encodeURIComponent('ललितपुर')}`)).items).toEqual([]);
  });
});

describe('records in use', () => {
  // Every (parent, child) pair of the definitions: a parent with a child may not be deleted.
  const pairs = ENTITIES.flatMap((child) =>
    child.fields
      .filter(
        (field) => field.kind === 'reference' && !['provinceId', 'districtId'].includes(field.name),
      )
      .map((field) => [field.reference!, child.key, field.name] as const),
  );

  it.each(pairs)(
    'a %s used by %s (%s) cannot be deleted, only made inactive',
    async (parentKey, childKey, field) => {
      const child = masterEntity(childKey)!;
      const input = await validInput(child);
      const added = await admin('POST', `/master-data/${childKey}`, input);
      expect(added.statusCode).toBe(201);
      const parentId = input[field] as number;
      const refused = await admin('DELETE', `/master-data/${parentKey}/${parentId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toEqual({
        en: 'This record is in use and cannot be deleted. Make it inactive instead.',
        ne: 'यो विवरण प्रयोगमा रहेकाले हटाउन मिल्दैन। बरु निष्क्रिय बनाउनुहोस्।',
      });
      const parents = await listOf(masterEntity(parentKey)!, 'status=all');
      expect(idsOf(parents.items)).toContain(parentId);
    },
  );

  it('a district a candidate was registered in cannot be deleted', async () => {
    const response = await admin('DELETE', '/master-data/districts/27');
    expect(response.statusCode).toBe(409);
  });

  it('lists a province’s districts only, and the public list works without signing in', async () => {
    const bagmati = await listOf(masterEntity('districts')!, `parentId=${BAGMATI}`);
    expect(bagmati.total).toBe(13);
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/public/master-data/districts?parentId=1`,
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toHaveLength(14);
    expect(open.headers['cache-control']).toContain('max-age');
  });
});
