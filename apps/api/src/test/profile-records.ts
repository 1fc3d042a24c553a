import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { adToBs, type ProfileRecordSection } from '@niyukti/shared';
import { plainPdf } from './pdf';
import { bearer, multipartBody } from './people';

// Builders of profile records and their files, for every test that gives a candidate one.

/** A small one-page PDF with `text` on it, complete enough for the upload check to accept. */
export const pdf = (text = 'certificate') => plainPdf(text);

/** A plain JPEG of the given size. */
export const jpeg = (width = 800, height = 600, background = '#336699') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** `<name>Ad` and `<name>Bs` of one A.D. day, as the record forms send a date. */
export const dated = (name: string, ad: string) => ({
  [`${name}Ad`]: ad,
  [`${name}Bs`]: adToBs(ad),
});

/** The master lists the record sections refer to. */
export const RECORD_REFERENCE_LISTS = [
  'inclusive-groups',
  'education-levels',
  'faculties',
  'countries',
  'professional-councils',
  'services',
  'classes',
] as const;
export type RecordReferences = Record<(typeof RECORD_REFERENCE_LISTS)[number], number>;

/** The first active record of each list the sections refer to, read from the public lists. */
export async function recordReferences(app: FastifyInstance): Promise<RecordReferences> {
  const entries = await Promise.all(
    RECORD_REFERENCE_LISTS.map(async (entity) => {
      const answer = await app.inject({ method: 'GET', url: `/api/public/master-data/${entity}` });
      const [first] = answer.json().data as { id: number }[];
      if (!first) throw new Error(`no ${entity} to refer to`);
      return [entity, first.id] as const;
    }),
  );
  return Object.fromEntries(entries) as RecordReferences;
}

/** The education fields of a record that every rule accepts. */
export const educationData = (
  ids: Pick<RecordReferences, 'education-levels' | 'faculties' | 'countries'>,
) => ({
  universityOrBoardName: 'Tribhuvan University',
  levelId: ids['education-levels'],
  facultyId: ids.faculties,
  majorSubject: 'Economics',
  percentage: '72.5',
  divisionOrGrade: 'First',
  educationType: 'government',
  countryId: ids.countries,
  ...dated('passedDate', '2015-08-20'),
  description: '',
});

/** A record of each section that every rule accepts, with the files it needs. */
export async function validRecord(
  section: ProfileRecordSection,
  ids: RecordReferences,
): Promise<{ data: Record<string, unknown>; files: Record<string, Buffer> }> {
  switch (section) {
    case 'inclusive-groups':
      return {
        data: { inclusiveGroupId: ids['inclusive-groups'] },
        files: { document: pdf() },
      };
    case 'education':
      return {
        data: educationData(ids),
        files: { transcript: pdf('transcript'), characterCertificate: await jpeg() },
      };
    case 'training':
      return {
        data: {
          instituteName: 'Nepal Administrative Staff College',
          trainingName: 'Public procurement',
          percentage: 81,
          divisionOrGrade: 'Distinction',
          ...dated('fromDate', '2019-01-06'),
          ...dated('toDate', '2019-02-15'),
        },
        files: { certificate: pdf() },
      };
    case 'professional-councils':
      return {
        data: {
          councilId: ids['professional-councils'],
          institutionName: 'Nepal Engineering Council',
          degreeType: 'Civil engineering',
          dartaNo: '12345 Civil A',
          ...dated('issuedDate', '2016-03-01'),
          ...dated('renewDate', '2021-03-01'),
          ...dated('validityDate', '2031-03-01'),
        },
        files: { front: await jpeg(), back: pdf() },
      };
    case 'government-experience':
      return {
        data: {
          institutionName: 'District Administration Office',
          address: 'Kathmandu',
          serviceId: ids.services,
          groupId: null,
          subGroupId: '',
          classId: ids.classes,
          post: 'Section Officer',
          experienceLevel: 'officer',
          employmentTerm: 'permanent',
          ...dated('fromDate', '2017-07-16'),
          toDateAd: '',
          toDateBs: '',
          remarks: 'Still serving',
        },
        files: { document: pdf() },
      };
    case 'non-government-experience':
      return {
        data: {
          institutionName: 'Nepal Rastra Bank',
          post: 'Assistant',
          experienceLevel: 'non_officer',
          employmentTerm: 'contract',
          matchesOfficerLevel: false,
          ...dated('fromDate', '2012-01-01'),
          ...dated('toDate', '2014-12-31'),
        },
        files: { certificate: await jpeg(3000, 2000) },
      };
  }
}

/** POST or PUT of a record as the browser sends it: the fields as JSON in `data`, then files. */
export function sendRecord(
  app: FastifyInstance,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  files: Record<string, Buffer> = {},
) {
  const body = multipartBody({ data: JSON.stringify(data) }, files);
  return app.inject({
    method,
    url: `/api/candidate/profile/${url}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
