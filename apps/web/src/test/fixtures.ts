import {
  adToBs,
  ageEligibility,
  describeApplicationWindow,
  groupEligibility,
  qualificationEligibility,
  type TAdvertisementView,
  type TApplication,
  type TLocalLevel,
  type TReapplyVacancy,
  type TVacancyDetail,
  type TVacancyEligibility,
  type TVacancySummary,
} from '@niyukti/shared';

/** An application as the API returns it; tests override what they are about. */
export function anApplication(overrides: Partial<TApplication> = {}): TApplication {
  return {
    id: 31,
    advertisementId: 7,
    advertisementCode: 'ADV-2082-007',
    advertisementNumber: '16613/082-83',
    postEn: 'Section Officer',
    postNe: 'शाखा अधिकृत',
    examCentreEn: 'Padma Kanya Campus',
    examCentreNe: 'पद्मकन्या क्याम्पस',
    facultyEn: null,
    facultyNe: null,
    subjectEn: null,
    subjectNe: null,
    feePaisa: 150000,
    scrutinyStatus: 'pending',
    scrutinyRemarks: null,
    holdReason: null,
    holdUntil: null,
    paymentStatus: 'unpaid',
    paymentReference: null,
    rollNumber: null,
    appliedAt: '2026-11-20T10:15:00.000Z',
    admitCardAvailable: false,
    doubleFee: false,
    paymentWindow: 'payable',
    lastPaymentDate: '2026-12-10',
    convertBy: null,
    statusMessage: 'inProgress',
    ...overrides,
  };
}

/** A live vacancy as the list returns it; tests override what they are about. */
export function aVacancy(overrides: Partial<TVacancySummary> = {}): TVacancySummary {
  return {
    id: 9,
    code: 'ADV-2082-101',
    advertisementNumber: '17013/082-83',
    postEn: 'Section Officer',
    postNe: 'शाखा अधिकृत',
    serviceEn: 'Nepal Administration Service',
    serviceNe: 'नेपाल प्रशासन सेवा',
    classEn: 'Gazetted Third Class',
    classNe: 'राजपत्राङ्कित तृतीय श्रेणी',
    groupEn: 'General Administration',
    groupNe: 'सामान्य प्रशासन',
    quotaEn: 'Open',
    quotaNe: 'खुला',
    localBody: null,
    vacancyCount: 12,
    feePaisa: 150_000,
    publishDateAd: '2026-11-15',
    publishDateBs: '2083-07-29',
    singleFeeDeadlineAd: '2026-12-15',
    singleFeeDeadlineBs: '2083-08-29',
    doubleFeeDeadlineAd: '2026-12-22',
    doubleFeeDeadlineBs: '2083-09-07',
    ...overrides,
  };
}

/** A re-advertisement on my re-apply list, which says whether I applied to it. */
export function aReapplyVacancy(overrides: Partial<TReapplyVacancy> = {}): TReapplyVacancy {
  return { ...aVacancy(), applied: false, ...overrides };
}

/** A vacancy as its page reads it: the list's fields and the detail's own. */
export function aVacancyDetail(overrides: Partial<TVacancyDetail> = {}): TVacancyDetail {
  return {
    ...aVacancy(),
    ageCutOffDateAd: '2026-12-15',
    ageCutOffDateBs: '2083-08-29',
    admitCardDateAd: '2027-01-10',
    admitCardDateBs: '2083-09-26',
    examCentres: [],
    subjects: [],
    examinedWith: [],
    reapply: false,
    split: null,
    ...overrides,
  };
}

/** A local level as the API names it, for a local level's own recruitment. */
export function aLocalLevel(overrides: Partial<TLocalLevel> = {}): TLocalLevel {
  return {
    id: 245,
    nameEn: 'Dhulikhel Municipality',
    nameNe: 'धुलिखेल नगरपालिका',
    districtEn: 'Kavrepalanchok',
    districtNe: 'काभ्रेपलाञ्चोक',
    provinceEn: 'Bagmati',
    provinceNe: 'बागमती',
    ...overrides,
  };
}

/** A pending advertisement as staff see it; tests override what they are about. */
export function anAdvertisementView(
  overrides: Partial<TAdvertisementView> = {},
): TAdvertisementView {
  return {
    id: 11,
    code: 'ADV-2086-011',
    advertisementNumber: 'TMP-11',
    oldAdvertisementNumber: null,
    status: 'pending',
    postId: 1,
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
    quotaId: 1,
    quotaEn: 'Open',
    quotaNe: 'खुला',
    localBody: null,
    vacancyCount: 58,
    feePaisa: 150_000,
    requisitionNumber: null,
    publishDateAd: '2030-01-10',
    publishDateBs: adToBs('2030-01-10'),
    singleFeeDeadlineAd: '2030-02-01',
    singleFeeDeadlineBs: adToBs('2030-02-01'),
    paymentLastDateAd: null,
    paymentLastDateBs: null,
    doubleFeeDeadlineAd: '2030-02-08',
    doubleFeeDeadlineBs: adToBs('2030-02-08'),
    doubleFeePaymentLastDateAd: null,
    doubleFeePaymentLastDateBs: null,
    ageCutOffDateAd: '2030-02-01',
    ageCutOffDateBs: adToBs('2030-02-01'),
    admitCardDateAd: '2030-03-15',
    admitCardDateBs: adToBs('2030-03-15'),
    scheduledPublishAt: null,
    publishedAt: null,
    liveAt: null,
    rejectionRemarks: null,
    createdAt: '2029-12-20T04:15:00.000Z',
    ...overrides,
  };
}

const BACHELOR = { en: "Bachelor's degree", ne: 'स्नातक' };
const schedule = { singleFeeDeadline: '2025-12-10', doubleFeeDeadline: '2025-12-17' };
const candidate = { gender: 'male' as const, disabled: false, internal: false };
const groupCandidate = {
  gender: 'male' as const,
  declaredGroupCodes: [],
  inGovernmentService: false,
};

/** A man with a grade-12 education looking at the Open group of a Section Officer post. */
export function anEligibility(): TVacancyEligibility {
  const age = ageEligibility({
    dobAd: '1998-05-14',
    cutOffAd: '2025-12-10',
    rules: [
      {
        id: 1,
        gender: null,
        minAge: 21,
        maxAge: 35,
        forDisabled: false,
        forInternal: false,
        active: true,
      },
    ],
    candidate,
  });
  const qualification = qualificationEligibility({
    rules: [
      {
        id: 1,
        category: 'open',
        minimumRank: 4,
        minimumLevel: BACHELOR,
        facultyId: null,
        faculty: null,
      },
    ],
    educations: [
      {
        rank: 3,
        level: { en: 'Intermediate', ne: 'उच्च माध्यमिक' },
        facultyId: 2,
        faculty: { en: 'Management', ne: 'व्यवस्थापन' },
      },
    ],
    competition: 'open',
  });
  const group = groupEligibility({ code: 'OPEN', name: { en: 'Open', ne: 'खुला' } }, groupCandidate);
  const sibling = (id: number, number: string, code: string, en: string, ne: string) => ({
    advertisementId: id,
    advertisementNumber: number,
    quotaCode: code,
    quotaEn: en,
    quotaNe: ne,
    eligible: code === 'OPEN',
    myApplicationId: null,
    feePaisa: 150_000,
  });
  return {
    advertisementId: 1,
    eligible: false,
    myApplicationId: null,
    age: { advertisementId: 1, ...age, rule: age.rule, candidate },
    qualification,
    group,
    window: {
      eligible: true,
      phase: 'single',
      feePaisa: 150_000,
      extraGroup: false,
      basicFeePaisa: 150_000,
      extraFeePaisa: 50_000,
      explanation: describeApplicationWindow('single', schedule),
    },
    profile: { eligible: true, missing: [] },
    groups: [
      sibling(1, '16613/082-83', 'OPEN', 'Open', 'खुला'),
      sibling(2, '16614/082-83', 'WOMEN', 'Women', 'महिला'),
    ],
  };
}
