import { aStaffMemberWith, A_STAFF_MEMBER } from '../../test/master-data';
import type {
  TMasterRecord,
  TRequestingOrganization,
  TRequisitionDetail,
  TRequisitionSummary,
} from '@niyukti/shared';

export { A_STAFF_MEMBER };

/** A ministry's officer: files and reads its own requisitions, decides none. */
export const A_MINISTRY_OFFICER = aStaffMemberWith('RQ', ['read', 'create']);

export const HOME_MINISTRY: TRequestingOrganization = {
  id: 3,
  nameEn: 'Ministry of Home Affairs',
  nameNe: 'गृह मन्त्रालय',
};

const record = (id: number, nameEn: string, nameNe: string, extra: object = {}) =>
  ({ id, active: true, nameEn, nameNe, ...extra }) as TMasterRecord;

/** The public master-data lists the form reads. */
export const MASTER_LISTS: Record<string, TMasterRecord[]> = {
  services: [
    record(1, 'Nepal Administration Service', 'नेपाल प्रशासन सेवा'),
    record(2, 'Nepal Engineering Service', 'नेपाल इन्जिनियरिङ सेवा'),
  ],
  classes: [
    record(1, 'Gazetted Third Class', 'राजपत्राङ्कित तृतीय श्रेणी'),
    record(2, 'Non-gazetted First Class', 'राजपत्र अनङ्कित प्रथम श्रेणी'),
  ],
  groups: [
    record(1, 'General Administration', 'सामान्य प्रशासन', { serviceId: 1 }),
    record(2, 'Civil', 'सिभिल', { serviceId: 2 }),
  ],
  'sub-groups': [record(5, 'Highway', 'हाइवे', { groupId: 2 })],
  posts: [
    record(11, 'Section Officer', 'शाखा अधिकृत', {
      serviceId: 1,
      classId: 1,
      groupId: 1,
      subGroupId: null,
    }),
    record(12, 'Nayab Subba', 'नायब सुब्बा', {
      serviceId: 1,
      classId: 2,
      groupId: 1,
      subGroupId: null,
    }),
    record(13, 'Engineer', 'इन्जिनियर', { serviceId: 2, classId: 1, groupId: 2, subGroupId: 5 }),
  ],
  'ministry-offices': [
    record(21, 'District Administration Office, Kathmandu', 'जिल्ला प्रशासन कार्यालय, काठमाडौं', {
      ministryId: 1,
      districtId: 27,
    }),
  ],
};

export const FILED_AT = '2025-08-10T05:30:00.000Z';
export const APPROVED_AT = '2025-08-12T09:15:00.000Z';

/** A requisition as the lists show it; tests override what they are about. */
export const aRequisition = (
  overrides: Partial<TRequisitionSummary> = {},
): TRequisitionSummary => ({
  id: 7,
  number: 'RQ-7/082-83',
  fiscalYear: '2082-83',
  status: 'filed',
  organization: HOME_MINISTRY,
  demandOffice: {
    id: 21,
    nameEn: 'District Administration Office, Kathmandu',
    nameNe: 'जिल्ला प्रशासन कार्यालय, काठमाडौं',
  },
  postId: 11,
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  serviceEn: 'Nepal Administration Service',
  serviceNe: 'नेपाल प्रशासन सेवा',
  classEn: 'Gazetted Third Class',
  classNe: 'राजपत्राङ्कित तृतीय श्रेणी',
  groupEn: 'General Administration',
  groupNe: 'सामान्य प्रशासन',
  subGroupEn: null,
  subGroupNe: null,
  totalVacancy: 12,
  gazetted: true,
  requestedAt: FILED_AT,
  ...overrides,
});

/** Its detail, filed and waiting for approval. */
export const aRequisitionDetail = (
  overrides: Partial<TRequisitionDetail> = {},
): TRequisitionDetail => ({
  ...aRequisition(),
  requisitionRemarks: 'Twelve posts fell vacant on retirement.',
  workSummary: 'Section work of the district administration.',
  remarks: 'Needed before the budget year.',
  document: { contentType: 'application/pdf', byteSize: 48_000 },
  approvalRemarks: null,
  rejectionRemarks: null,
  consentLetter: null,
  events: [
    {
      id: 1,
      action: 'file',
      actor: { id: 9, username: 'ministry', name: 'Prakash Adhikari' },
      remarks: null,
      at: FILED_AT,
    },
  ],
  ...overrides,
});

/** A page of the list. */
export const pageOf = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });
