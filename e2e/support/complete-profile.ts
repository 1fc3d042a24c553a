import type { APIRequestContext } from '@playwright/test';
import { certificatePdf, certificatePicture, citizenshipScan } from './certificates';
import type { MemoryFile } from './pictures';
import { scannedSignature } from './pictures';
import { candidateToken, publicList, saveContactDetails, savePersonalDetails } from './profile-api';

// Applying needs a complete profile (spec §4). Specs about what comes after it give the profile
// through the API: the profile screens themselves are walked through by profile*.spec.ts.

/** Kaski in Gandaki, where the e2e candidates live (the server loads its local bodies). */
const KASKI = 38;

const NAMES = {
  firstNameNe: 'सागर',
  lastNameNe: 'अधिकारी',
  fatherNameEn: 'Hari Prasad Adhikari',
  fatherNameNe: 'हरि प्रसाद अधिकारी',
  motherNameEn: 'Sita Adhikari',
  motherNameNe: 'सीता अधिकारी',
  grandfatherNameEn: 'Ram Bahadur Adhikari',
  grandfatherNameNe: 'राम बहादुर अधिकारी',
};

async function firstOrdinary(request: APIRequestContext, list: string): Promise<number> {
  const record = (await publicList(request, list)).find(
    (item) => item.nameEn?.toLowerCase() !== 'other',
  );
  if (!record) throw new Error(`no ${list} to choose`);
  return record.id;
}

async function firstOf(request: APIRequestContext, list: string): Promise<number> {
  const [record] = await publicList(request, list);
  if (!record) throw new Error(`no ${list} to choose`);
  return record.id;
}

const multipartFile = (file: MemoryFile) => ({
  name: file.name,
  mimeType: file.mimeType,
  buffer: file.buffer,
});

async function expectOk(
  what: string,
  response: Promise<{ ok(): boolean; text(): Promise<string> }>,
) {
  const answer = await response;
  if (!answer.ok()) throw new Error(`${what}: ${await answer.text()}`);
}

async function saveContact(request: APIRequestContext, token: string) {
  const district = (await publicList(request, 'districts')).find((d) => d.id === KASKI) as
    { id: number; provinceId?: number } | undefined;
  const [localBody] = await publicList(request, 'local-bodies', KASKI);
  if (!district?.provinceId || !localBody)
    throw new Error(
      'Kaski or its local bodies are missing: the server loads them from ../shared/data',
    );
  await saveContactDetails(request, token, {
    provinceId: district.provinceId,
    districtId: KASKI,
    localBodyId: localBody.id,
    wardNo: 6,
    tole: 'Baidam',
    mobileNo: '9856012345',
    email: 'sagar@example.com',
  });
}

async function saveExtra(request: APIRequestContext, token: string) {
  const [casteId, religionId, motherTongueId] = await Promise.all([
    firstOrdinary(request, 'castes'),
    firstOrdinary(request, 'religions'),
    firstOrdinary(request, 'mother-tongues'),
  ]);
  await expectOk(
    'extra details',
    request.put('/api/candidate/profile/extra', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        casteId,
        religionId,
        maritalStatus: 'unmarried',
        employmentStatus: 'unemployment',
        motherTongueId,
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

async function addEducation(request: APIRequestContext, token: string) {
  const [levelId, facultyId, countryId, characterCertificate] = await Promise.all([
    firstOf(request, 'education-levels'),
    firstOf(request, 'faculties'),
    firstOf(request, 'countries'),
    certificatePicture('character.jpg', 'Character certificate'),
  ]);
  const data = {
    universityOrBoardName: 'Tribhuvan University',
    levelId,
    facultyId,
    majorSubject: 'Economics',
    percentage: '72.5',
    divisionOrGrade: 'First',
    educationType: 'government',
    countryId,
    // 2076-04-10 B.S. = 2019-07-26 A.D. (checked with the shared converter).
    passedDateAd: '2019-07-26',
    passedDateBs: '2076-04-10',
    description: '',
  };
  await expectOk(
    'education',
    request.post('/api/candidate/profile/education', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        data: JSON.stringify(data),
        transcript: multipartFile(certificatePdf('transcript.pdf', 'Transcript')),
        characterCertificate: multipartFile(characterCertificate),
      },
    }),
  );
}

async function uploadDocument(
  request: APIRequestContext,
  token: string,
  kind: string,
  file: Promise<MemoryFile>,
) {
  await expectOk(
    kind,
    request.put(`/api/candidate/profile/documents/${kind}`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: multipartFile(await file) },
    }),
  );
}

/**
 * Gives the candidate every part of the profile that applying asks for (personal and contact
 * details, extra details, one education record, photograph, signature, both citizenship sides),
 * each through its own endpoint, all at once.
 */
export async function completeProfileThroughApi(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<void> {
  const token = await candidateToken(request, username, password);
  await Promise.all([
    savePersonalDetails(request, token, NAMES),
    saveContact(request, token),
    saveExtra(request, token),
    addEducation(request, token),
    uploadDocument(
      request,
      token,
      'photograph',
      certificatePicture('photo.jpg', 'Photograph', { width: 600, height: 800 }),
    ),
    uploadDocument(request, token, 'signature', scannedSignature()),
    uploadDocument(request, token, 'citizenship_front', citizenshipScan('front')),
    uploadDocument(request, token, 'citizenship_back', citizenshipScan('back')),
  ]);
  const status = await request.get('/api/candidate/profile/status', {
    headers: { authorization: `Bearer ${token}` },
  });
  const missing = ((await status.json()) as { data: { missing: string[] } }).data.missing;
  if (missing.length > 0) throw new Error(`the profile still misses ${missing.join(', ')}`);
}
