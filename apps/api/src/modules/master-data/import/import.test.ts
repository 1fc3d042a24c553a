import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gte, max, sum } from 'drizzle-orm';
import { MESSAGES } from '@niyukti/shared';
import { auditLog, districts, localBodies, provinces, religions } from '../../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { bearer, multipartFile, signIn } from '../../../test/people';
import { referenceFile as reference, runsWithReferenceData } from '../../../test/reference-data';

// Bulk import through HTTP, as the back office uploads a file: the official reference lists
// (when ../shared/data/nepal-admin is beside the repository), XLSX like CSV, files with bad rows
// refused whole with every problem named, files that are not spreadsheets, and staff without MC.

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
});
afterAll(async () => t?.close());

const KATHMANDU = 27;
const LALITPUR = 29;

/** Posts `bytes` as the multipart field `field`, the way a browser sends a chosen file. */
function upload(entity: string, bytes: Buffer, token = adminToken, field = 'file') {
  const body = multipartFile(bytes, 'list.bin', field);
  return t.app.inject({
    method: 'POST',
    url: `/api/internal/master-data/${entity}/import`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const csv = (lines: readonly (readonly (string | number)[])[]) =>
  Buffer.from(lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n');

async function xlsx(lines: readonly (readonly (string | number)[])[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Local bodies');
  for (const cells of lines) sheet.addRow([...cells]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const localBodiesIn = (districtId: number) =>
  t.database.db
    .select()
    .from(localBodies)
    .where(eq(localBodies.districtId, districtId))
    .orderBy(asc(localBodies.id));

const countOf = async (table: typeof provinces | typeof districts | typeof localBodies) =>
  (await t.database.db.select({ value: count() }).from(table))[0]!.value;

describe.runIf(runsWithReferenceData)(
  'the official lists in ../shared/data/nepal-admin (required in CI, else only when present)',
  () => {
    it('imports provinces and districts onto the seeded ones, keeping 7 and 77', async () => {
      for (const [entity, table, total] of [
        ['provinces', provinces, 7],
        ['districts', districts, 77],
      ] as const) {
        const response = await upload(entity, readFileSync(reference(`${entity}.csv`)));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ imported: total, created: 0, updated: total });
        expect(response.json().message).toEqual(MESSAGES['masterData.imported']);
        expect(await countOf(table)).toBe(total);
      }
    });

    it('imports the 753 local levels with their 6,743 wards, and again without creating any', async () => {
      // The demo seed has already imported the list; start from an empty table to see it created.
      expect(await countOf(localBodies)).toBe(753);
      await t.database.db.delete(localBodies);
      const file = readFileSync(reference('local-levels.csv'));

      const first = await upload('local-bodies', file);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toEqual({ imported: 753, created: 753, updated: 0 });
      const [totals] = await t.database.db
        .select({ bodies: count(), wards: sum(localBodies.wardCount) })
        .from(localBodies);
      expect(totals).toEqual({ bodies: 753, wards: '6743' });
      const perType = await t.database.db
        .select({ type: localBodies.localBodyTypeId, bodies: count() })
        .from(localBodies)
        .groupBy(localBodies.localBodyTypeId)
        .orderBy(asc(localBodies.localBodyTypeId));
      expect(perType.map((row) => row.bodies)).toEqual([6, 11, 276, 460]);

      const again = await upload('local-bodies', file);
      expect(again.json().data).toEqual({ imported: 753, created: 0, updated: 753 });
      expect(await countOf(localBodies)).toBe(753);
    });
  },
);

describe('a file of the back office', () => {
  const header = ['id', 'district_id', 'type_id', 'name_en', 'name_ne', 'wards', 'active', 'notes'];
  // Ids far from the official 1..753, explicit like the official list's; Devanagari digits too.
  const rows = [
    [9101, KATHMANDU, 3, 'Sample Nagar', 'नमूना नगर', 12, 'yes', 'ignored'],
    [9102, KATHMANDU, 4, 'Sample Gaun', 'नमूना गाउँ', '७', 'no', ''],
  ];

  it('imports CSV, and the same rows as XLSX replace them with the same values', async () => {
    const fromCsv = await upload('local-bodies', csv([header, ...rows]));
    expect(fromCsv.statusCode, fromCsv.body).toBe(200);
    expect(fromCsv.json().data).toEqual({ imported: 2, created: 2, updated: 0 });
    const stored = (await localBodiesIn(KATHMANDU)).filter((row) => row.id > 9100);
    expect(stored).toMatchObject([
      { id: 9101, localBodyTypeId: 3, nameNe: 'नमूना नगर', wardCount: 12, active: true },
      { id: 9102, localBodyTypeId: 4, nameEn: 'Sample Gaun', wardCount: 7, active: false },
    ]);

    const fromXlsx = await upload('local-bodies', await xlsx([header, ...rows]));
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(200);
    expect(fromXlsx.json().data).toEqual({ imported: 2, created: 0, updated: 2 });
    const withoutTimes = (list: typeof stored) => list.map(({ updatedAt: _, ...row }) => row);
    const restored = (await localBodiesIn(KATHMANDU)).filter((row) => row.id > 9100);
    expect(withoutTimes(restored)).toEqual(withoutTimes(stored));
  });

  it('adds XLSX rows without an id, numbered by the table', async () => {
    const response = await upload(
      'local-bodies',
      await xlsx([
        ['District Id', 'localBodyTypeId', 'Name EN', 'name_ne', 'ward_count'],
        [LALITPUR, 4, 'Sample Workbook Gaun', 'नमूना कार्यपुस्तिका गाउँ', 5],
      ]),
    );
    expect(response.json().data).toEqual({ imported: 1, created: 1, updated: 0 });
    const added = (await localBodiesIn(LALITPUR)).find((row) => row.nameEn.startsWith('Sample'));
    expect(added).toMatchObject({ wardCount: 5, active: true });
    expect(added!.id).toBeGreaterThanOrEqual(10_000);
  });

  it('writes one audit row with the counts, not one per record', async () => {
    const before = await t.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'masterData.import'));
    await upload('local-bodies', csv([header, ...rows]));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'masterData.import'));
    expect(entries).toHaveLength(before[0]!.value + 1);
    expect(entries.at(-1)).toMatchObject({
      entity: 'local-bodies',
      after: { imported: 2, created: 0, updated: 2, format: 'csv' },
    });
  });

  it('moves the id sequence past imported ids, so the next record staff add fits', async () => {
    const [{ highest }] = (await t.database.db
      .select({ highest: max(religions.id) })
      .from(religions)) as [{ highest: number }];
    const imported = await upload(
      'religions',
      csv([
        ['id', 'name_en', 'name_ne'],
        [highest + 1, 'Sample Faith', 'नमूना आस्था'],
      ]),
    );
    expect(imported.json().data).toEqual({ imported: 1, created: 1, updated: 0 });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/internal/master-data/religions',
      headers: bearer(adminToken),
      payload: { nameEn: 'Sample Faith Two', nameNe: 'नमूना आस्था दुई', active: true },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.id).toBeGreaterThan(highest + 1);
  });
});

describe('a file with bad rows', () => {
  it('names every bad row and field and imports nothing', async () => {
    const existing = await t.app.inject({
      method: 'POST',
      url: '/api/internal/master-data/local-bodies',
      headers: bearer(adminToken),
      payload: {
        districtId: LALITPUR,
        localBodyTypeId: 3,
        nameEn: 'Sample Existing Nagar',
        nameNe: 'नमूना पुरानो नगर',
        wardCount: 9,
        active: true,
      },
    });
    expect(existing.statusCode).toBe(201);
    const before = await countOf(localBodies);
    const response = await upload(
      'local-bodies',
      csv([
        ['district_id', 'type_id', 'name_en', 'name_ne', 'wards'],
        [LALITPUR, 3, 'Sample Good Nagar', 'नमूना राम्रो नगर', 10], // line 2: fine on its own
        [LALITPUR, 3, 'Sample No Nepali', '', 10],
        [LALITPUR, 3, 'Sample Latin', 'Sample नगर', 10],
        [999, 3, 'Sample Nowhere', 'नमूना कतै नभएको', 10],
        [LALITPUR, 3, 'Sample No Wards', 'नमूना वडाविहीन', 0],
        [LALITPUR, 4, 'SAMPLE GOOD NAGAR', 'नमूना अर्को नगर', 10], // line 7: the name of line 2
        [LALITPUR, 4, 'Sample Existing Nagar', 'नमूना नयाँ नगर', 10], // line 8: a stored name
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: MESSAGES['masterData.importFailed'],
    });
    expect(response.json().data.rows).toEqual([
      { row: 3, field: 'nameNe', message: 'validation.required' },
      { row: 4, field: 'nameNe', message: 'validation.nepaliOnly' },
      { row: 5, field: 'districtId', message: 'validation.unknownReference' },
      { row: 6, field: 'wardCount', message: 'validation.tooSmall' },
      { row: 7, field: 'nameEn', message: 'masterData.duplicate' },
      { row: 8, field: 'nameEn', message: 'masterData.duplicate' },
    ]);
    expect(await countOf(localBodies)).toBe(before);
  });

  it('reports a bad id, an unknown status and a repeated id', async () => {
    const response = await upload(
      'religions',
      csv([
        ['id', 'name_en', 'name_ne', 'active'],
        ['x1', 'Sample A', 'नमूना क', ''],
        [8001, 'Sample B', 'नमूना ख', 'maybe'],
        [8002, 'Sample C', 'नमूना ग', 'no'],
        [8002, 'Sample D', 'नमूना घ', ''],
      ]),
    );
    expect(response.json().data.rows).toEqual([
      { row: 2, field: 'id', message: 'validation.id' },
      { row: 3, field: 'active', message: 'validation.invalid' },
      { row: 5, field: 'id', message: 'masterData.duplicate' },
    ]);
    const stored = await t.database.db.select().from(religions).where(gte(religions.id, 8001));
    expect(stored).toEqual([]);
  });
});

describe('what is refused before any row is read', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

  it.each([
    ['a PNG image', PNG],
    ['a zip that is no workbook', Buffer.from('504b0304000000000000', 'hex')],
    ['a file with a header only', Buffer.from('name_en,name_ne\n')],
    ['a file over 5 MB', Buffer.alloc(5 * 1024 * 1024 + 1, 'a')],
  ])('refuses %s with 400', async (_what, bytes) => {
    const response = await upload('religions', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().data.issues[0].path).toBe('file');
  });

  it('refuses a request that is not multipart, or whose part is not called file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/internal/master-data/religions/import',
      headers: bearer(adminToken),
      payload: { name_en: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const wrongField = await upload('religions', csv([['name_en'], ['x']]), adminToken, 'upload');
    expect(wrongField.statusCode).toBe(400);
  });

  it('refuses staff without MC (403) and strangers (401)', async () => {
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    const file = csv([
      ['name_en', 'name_ne'],
      ['Sample Refused', 'नमूना अस्वीकृत'],
    ]);
    const response = await upload('religions', file, clerk);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/internal/master-data/religions/import',
    });
    expect(anonymous.statusCode).toBe(401);
    const stored = await t.database.db
      .select()
      .from(religions)
      .where(and(eq(religions.nameEn, 'Sample Refused')));
    expect(stored).toEqual([]);
  });
});
