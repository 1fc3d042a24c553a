import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PROFILE_PARTS, type ProfilePart, type TRegistration } from '@niyukti/shared';
import { localBodies, localBodyTypes } from '../db/schema';
import { aCandidate, bearer, multipartFile } from './people';
import { educationData, jpeg, pdf, recordReferences, sendRecord } from './profile-records';
import type { TestApp } from './test-app';

// A candidate whose profile has every part apply asks for, given through the real API (the
// profile's own tests cover each form; here they are only the way in).

/** Kathmandu in Bagmati, the district of aRegistration's citizenship. */
const BAGMATI = 3;
const KATHMANDU = 27;

interface ProfileReferences {
  localBodyId: number;
  casteId: number;
  religionId: number;
  motherTongueId: number;
  education: Awaited<ReturnType<typeof recordReferences>>;
}

type Named = { id: number; nameEn: string };

async function publicList(app: FastifyInstance, entity: string, parentId?: number) {
  const query = parentId === undefined ? '' : `?parentId=${parentId}`;
  const answer = await app.inject({
    method: 'GET',
    url: `/api/public/master-data/${entity}${query}`,
  });
  if (answer.statusCode !== 200) throw new Error(`${entity}: ${answer.body}`);
  return answer.json().data as Named[];
}

/** The first record that is not the list's "Other" (which would ask for a text besides). */
async function firstOrdinary(app: FastifyInstance, entity: string) {
  const record = (await publicList(app, entity)).find((r) => r.nameEn.toLowerCase() !== 'other');
  if (!record) throw new Error(`no ${entity} to choose`);
  return record.id;
}

/**
 * A local body of Kathmandu: the official list's first when it is loaded (it is read from the
 * reference copy beside the repository), otherwise one made for the tests.
 */
async function kathmanduLocalBody(t: TestApp): Promise<number> {
  const [official] = await publicList(t.app, 'local-bodies', KATHMANDU);
  if (official) return official.id;
  const db = t.database.db;
  const nameEn = `Complete Profile Test ${process.pid}`;
  const [existing] = await db
    .select({ id: localBodies.id })
    .from(localBodies)
    .where(and(eq(localBodies.districtId, KATHMANDU), eq(localBodies.nameEn, nameEn)));
  if (existing) return existing.id;
  const [type] = await db.select({ id: localBodyTypes.id }).from(localBodyTypes).limit(1);
  const [made] = await db
    .insert(localBodies)
    .values({
      districtId: KATHMANDU,
      localBodyTypeId: type!.id,
      nameEn,
      nameNe: `पूर्ण विवरण परीक्षण ${process.pid}`,
      wardCount: 9,
    })
    .returning({ id: localBodies.id });
  return made!.id;
}

const referencesOf = new WeakMap<TestApp, Promise<ProfileReferences>>();

/** Read once per app: every later candidate of the same test file reuses them. */
function references(t: TestApp): Promise<ProfileReferences> {
  let known = referencesOf.get(t);
  if (!known) {
    known = (async () => {
      const [localBodyId, casteId, religionId, motherTongueId, education] = await Promise.all([
        kathmanduLocalBody(t),
        firstOrdinary(t.app, 'castes'),
        firstOrdinary(t.app, 'religions'),
        firstOrdinary(t.app, 'mother-tongues'),
        recordReferences(t.app),
      ]);
      return { localBodyId, casteId, religionId, motherTongueId, education };
    })();
    known.catch(() => referencesOf.delete(t));
    referencesOf.set(t, known);
  }
  return known;
}

/** The pictures every candidate uploads, made once. */
let pictures: Promise<{ portrait: Buffer; signature: Buffer; scan: Buffer }> | undefined;
const picturesOnce = () =>
  (pictures ??= (async () => {
    const [portrait, signature, scan] = await Promise.all([
      jpeg(300, 400, '#c89f7a'),
      jpeg(400, 150, '#ffffff'),
      jpeg(800, 600, '#e8e0cc'),
    ]);
    return { portrait, signature, scan };
  })());

async function expectStatus(
  what: string,
  expected: number,
  answer: Promise<{ statusCode: number; body: string }>,
) {
  const response = await answer;
  if (response.statusCode !== expected)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

async function givePersonal(app: FastifyInstance, token: string) {
  const read = await app.inject({
    method: 'GET',
    url: '/api/candidate/profile/personal',
    headers: bearer(token),
  });
  const view = read.json().data;
  await expectStatus(
    'personal details',
    200,
    app.inject({
      method: 'PUT',
      url: '/api/candidate/profile/personal',
      headers: bearer(token),
      payload: {
        ...view,
        middleName: view.middleName ?? '',
        genderOtherConfirmed: view.gender === 'other',
        firstNameNe: 'अनिता',
        middleNameNe: '',
        lastNameNe: 'गुरुङ',
        fatherNameEn: 'Ram Bahadur Gurung',
        fatherNameNe: 'राम बहादुर गुरुङ',
        motherNameEn: 'Sita Gurung',
        motherNameNe: 'सीता गुरुङ',
        grandfatherNameEn: 'Hari Gurung',
        grandfatherNameNe: 'हरि गुरुङ',
        spouseNameEn: '',
        spouseNameNe: '',
      },
    }),
  );
}

function giveContact(app: FastifyInstance, token: string, refs: ProfileReferences) {
  const address = {
    provinceId: BAGMATI,
    districtId: KATHMANDU,
    localBodyId: refs.localBodyId,
    wardNo: 3,
    marga: 'Putali Sadak',
    tole: 'Dillibazar',
    gharNo: '12/A',
    phoneNo: '014412345',
    mobileNo: '9812345678',
    email: 'anita@example.com',
  };
  return expectStatus(
    'contact details',
    200,
    app.inject({
      method: 'PUT',
      url: '/api/candidate/profile/contact',
      headers: bearer(token),
      payload: { permanent: address, mailing: address, mailingSameAsPermanent: true },
    }),
  );
}

function giveExtra(app: FastifyInstance, token: string, refs: ProfileReferences) {
  return expectStatus(
    'extra details',
    200,
    app.inject({
      method: 'PUT',
      url: '/api/candidate/profile/extra',
      headers: bearer(token),
      payload: {
        casteId: refs.casteId,
        religionId: refs.religionId,
        maritalStatus: 'unmarried',
        employmentStatus: 'unemployment',
        motherTongueId: refs.motherTongueId,
        physicallyDisabled: false,
        fatherEducation: 'slc',
        motherEducation: 'uneducated',
        fatherOccupation: 'agriculture',
        motherOccupation: 'home_maker',
        geographicalArea: 'hill',
      },
    }),
  );
}

async function giveEducation(app: FastifyInstance, token: string, refs: ProfileReferences) {
  const { scan } = await picturesOnce();
  await expectStatus(
    'education',
    201,
    sendRecord(app, token, 'POST', 'education', educationData(refs.education), {
      transcript: pdf('transcript'),
      characterCertificate: scan,
    }),
  );
}

function giveDocument(app: FastifyInstance, token: string, kind: string, bytes: Buffer) {
  const body = multipartFile(bytes, `${kind}.jpg`);
  return expectStatus(
    kind,
    200,
    app.inject({
      method: 'PUT',
      url: `/api/candidate/profile/documents/${kind}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    }),
  );
}

/**
 * Gives the signed-in candidate the parts of the profile named (all of them by default), each
 * through its own endpoint and all at once, as they do not depend on one another.
 */
export async function giveProfileParts(
  t: TestApp,
  token: string,
  parts: readonly ProfilePart[] = PROFILE_PARTS,
): Promise<void> {
  const [refs, { portrait, signature, scan }] = await Promise.all([references(t), picturesOnce()]);
  const give: Record<ProfilePart, () => Promise<unknown>> = {
    personal: () => givePersonal(t.app, token),
    contact: () => giveContact(t.app, token, refs),
    extra: () => giveExtra(t.app, token, refs),
    education: () => giveEducation(t.app, token, refs),
    photograph: () => giveDocument(t.app, token, 'photograph', portrait),
    signature: () => giveDocument(t.app, token, 'signature', signature),
    citizenship: () =>
      Promise.all([
        giveDocument(t.app, token, 'citizenship_front', scan),
        giveDocument(t.app, token, 'citizenship_back', scan),
      ]),
  };
  await Promise.all(parts.map((part) => give[part]()));
}

/** A registered candidate (see aCandidate) whose profile is complete: ready to apply. */
export async function aCompleteCandidate(
  t: TestApp,
  overrides: Partial<TRegistration> = {},
): Promise<Awaited<ReturnType<typeof aCandidate>>> {
  const candidate = await aCandidate(t, overrides);
  await giveProfileParts(t, candidate.token);
  return candidate;
}
