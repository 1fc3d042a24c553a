import { sql, type SQL } from 'drizzle-orm';
import {
  AGE_GROUP_LOWER_BOUNDS,
  BS_MAX_YEAR,
  EMPLOYMENT_STATUS_LABELS,
  GENDER_LABELS,
  GEOGRAPHICAL_AREA_LABELS,
  MARITAL_STATUS_LABELS,
  PARENT_EDUCATION_LABELS,
  PARENT_OCCUPATION_LABELS,
  fiscalYearDays,
  toDevanagariDigits,
  type LocalizedText,
  type ReportBreakdown,
} from '@niyukti/shared';
import {
  advertisements,
  applications,
  candidateAddresses,
  candidateEducations,
  candidateExtraDetails,
  candidates,
  castes,
  classes,
  disabilityTypes,
  districts,
  educationLevels,
  motherTongues,
  posts,
  provinces,
  quotas,
  religions,
  services,
} from '../../../db/schema';

// What each breakdown of the scrutiny report groups the forms by (back-office.md §3 "Scrutiny
// report breakdowns"): an SQL key, the joins that bring it, and its label, read from master
// data or from the fixed lists in shared. The query around them is in reports.repository.

/** How a breakdown's rows are ordered. */
type RowOrder =
  /** By the fixed list's order (the keys of `labels`), what is not in it last. */
  | 'listed'
  /** By the key read as a number (master data in the order it was entered, age bands). */
  | 'numeric'
  /** By the key as text (codes, fiscal years). */
  | 'text'
  /** Most forms first (long master-data lists: districts, castes, tongues). */
  | 'count';

export interface Dimension {
  /** Joins beyond applications, advertisements and candidates. */
  joins?: SQL;
  /** The value grouped by, as text; null when the profile does not give it. */
  key: SQL;
  /** Labels read with the key (master data); otherwise `labels` names each key. */
  labelEn?: SQL;
  labelNe?: SQL;
  labels?: Readonly<Record<string, LocalizedText>>;
  order: RowOrder;
  /** Count each candidate once, not each form. */
  eachCandidateOnce?: boolean;
}

const extraDetails = sql`left join ${candidateExtraDetails}
  on ${candidateExtraDetails.candidateUserId} = ${applications.candidateUserId}`;
const permanentAddress = sql`left join ${candidateAddresses}
  on ${candidateAddresses.candidateUserId} = ${applications.candidateUserId}
  and ${candidateAddresses.kind} = 'permanent'`;
const post = sql`join ${posts} on ${posts.id} = ${advertisements.postId}`;

/** A master-data list joined on `id`, grouped by its id with its names. */
function masterData(
  joins: SQL,
  table: { id: unknown; nameEn: unknown; nameNe: unknown },
  order: RowOrder,
): Dimension {
  return {
    joins,
    key: sql`${table.id}::text`,
    labelEn: sql`${table.nameEn}`,
    labelNe: sql`${table.nameNe}`,
    order,
  };
}

/** The extra tab's fixed choice in `column`, with the shared list's labels. */
const extraChoice = (column: unknown, labels: Record<string, LocalizedText>): Dimension => ({
  joins: extraDetails,
  key: sql`${column}::text`,
  labels,
  order: 'listed',
});

/** A parent's choice, father's and mother's both: one form gives two rows (`father.slc`). */
function parentsChoice(father: unknown, mother: unknown, labels: Record<string, LocalizedText>) {
  const both: Record<string, LocalizedText> = {};
  for (const [value, label] of Object.entries(labels)) {
    both[`father.${value}`] = { en: `Father: ${label.en}`, ne: `बुबा: ${label.ne}` };
  }
  for (const [value, label] of Object.entries(labels)) {
    both[`mother.${value}`] = { en: `Mother: ${label.en}`, ne: `आमा: ${label.ne}` };
  }
  return {
    joins: sql`${extraDetails}
      cross join lateral (values ('father', ${father}::text), ('mother', ${mother}::text))
        as parent(who, value)`,
    key: sql`parent.who || '.' || parent.value`,
    labels: both,
    order: 'listed',
  } satisfies Dimension;
}

/** Whole years of age on the advertisement's cut-off date. */
const ageOnCutOff = sql`extract(year from age(
  coalesce(${advertisements.ageCutOffDate}, current_date), ${candidates.dobAd}))`;

function ageGroups(): Dimension {
  const bounds = [...AGE_GROUP_LOWER_BOUNDS].reverse();
  const cases = sql.join(
    bounds.map((bound) => sql`when ${ageOnCutOff} >= ${bound} then ${String(bound)}`),
    sql` `,
  );
  const labels: Record<string, LocalizedText> = {};
  AGE_GROUP_LOWER_BOUNDS.forEach((bound, i) => {
    const next = AGE_GROUP_LOWER_BOUNDS[i + 1];
    if (bound === 0) {
      labels[bound] = {
        en: `Under ${next}`,
        ne: `${toDevanagariDigits(next ?? 0)} वर्षभन्दा कम`,
      };
    } else if (next === undefined) {
      labels[bound] = { en: `${bound} and above`, ne: `${toDevanagariDigits(bound)} वा बढी` };
    } else {
      labels[bound] = {
        en: `${bound}–${next - 1}`,
        ne: `${toDevanagariDigits(bound)}–${toDevanagariDigits(next - 1)}`,
      };
    }
  });
  return { key: sql`case ${cases} end`, labels, order: 'numeric' };
}

/** The candidate's highest education level (by rank), from their education records. */
const highestEducation: Dimension = {
  joins: sql`left join lateral (
      select ${educationLevels.id} as id, ${educationLevels.nameEn} as name_en,
        ${educationLevels.nameNe} as name_ne
      from ${candidateEducations}
      join ${educationLevels} on ${educationLevels.id} = ${candidateEducations.levelId}
      where ${candidateEducations.candidateUserId} = ${applications.candidateUserId}
      order by ${educationLevels.rank} desc, ${educationLevels.id} desc
      limit 1) as highest on true`,
  key: sql`highest.id::text`,
  labelEn: sql`highest.name_en`,
  labelNe: sql`highest.name_ne`,
  order: 'numeric',
};

/** The first B.S. year whose fiscal year the report can name (records begin later). */
const FIRST_REPORTED_BS_YEAR = 2070;

/**
 * The fiscal years by their A.D. days, as a VALUES list: an advertisement made by hand has no
 * fiscal year of its own, and is of the year its publish date falls in (as the filters read it).
 */
function fiscalYearsByDay(): SQL {
  const years: SQL[] = [];
  for (let year = FIRST_REPORTED_BS_YEAR; year < BS_MAX_YEAR; year++) {
    const text = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
    const { first, next } = fiscalYearDays(text);
    years.push(sql`(${text}, ${first}::date, ${next}::date)`);
  }
  return sql`(values ${sql.join(years, sql`, `)}) as by_day(year, first_day, next_day)`;
}

function fiscalYear(eachCandidateOnce: boolean): Dimension {
  return {
    joins: sql`left join ${fiscalYearsByDay()}
      on ${advertisements.fiscalYear} is null
      and ${advertisements.publishDate} >= by_day.first_day
      and ${advertisements.publishDate} < by_day.next_day`,
    key: sql`coalesce(${advertisements.fiscalYear}, by_day.year)`,
    order: 'text',
    eachCandidateOnce,
  };
}

const WITHOUT_DISABILITY: LocalizedText = { en: 'Without disability', ne: 'अपाङ्गता नभएको' };

export const DIMENSIONS: Record<ReportBreakdown, Dimension> = {
  'gender-only': { key: sql`${candidates.gender}::text`, labels: GENDER_LABELS, order: 'listed' },
  area: extraChoice(candidateExtraDetails.geographicalArea, GEOGRAPHICAL_AREA_LABELS),
  province: masterData(
    sql`${permanentAddress} left join ${provinces}
      on ${provinces.id} = ${candidateAddresses.provinceId}`,
    provinces,
    'numeric',
  ),
  district: masterData(
    sql`${permanentAddress} left join ${districts}
      on ${districts.id} = ${candidateAddresses.districtId}`,
    districts,
    'count',
  ),
  religion: masterData(
    sql`${extraDetails} left join ${religions} on ${religions.id} = ${candidateExtraDetails.religionId}`,
    religions,
    'count',
  ),
  caste: masterData(
    sql`${extraDetails} left join ${castes} on ${castes.id} = ${candidateExtraDetails.casteId}`,
    castes,
    'count',
  ),
  'mother-tongue': masterData(
    sql`${extraDetails} left join ${motherTongues}
      on ${motherTongues.id} = ${candidateExtraDetails.motherTongueId}`,
    motherTongues,
    'count',
  ),
  'marital-status': extraChoice(candidateExtraDetails.maritalStatus, MARITAL_STATUS_LABELS),
  'employment-status': extraChoice(
    candidateExtraDetails.employmentStatus,
    EMPLOYMENT_STATUS_LABELS,
  ),
  'physically-challenged': {
    joins: sql`${extraDetails} left join ${disabilityTypes}
      on ${disabilityTypes.id} = ${candidateExtraDetails.disabilityTypeId}`,
    key: sql`case when ${candidateExtraDetails.physicallyDisabled} then ${disabilityTypes.id}::text
      when not ${candidateExtraDetails.physicallyDisabled} then 'none' end`,
    labelEn: sql`${disabilityTypes.nameEn}`,
    labelNe: sql`${disabilityTypes.nameNe}`,
    labels: { none: WITHOUT_DISABILITY },
    order: 'count',
  },
  'education-qualification': highestEducation,
  'age-group': ageGroups(),
  'parents-education': parentsChoice(
    candidateExtraDetails.fatherEducation,
    candidateExtraDetails.motherEducation,
    PARENT_EDUCATION_LABELS,
  ),
  'parents-occupation': parentsChoice(
    candidateExtraDetails.fatherOccupation,
    candidateExtraDetails.motherOccupation,
    PARENT_OCCUPATION_LABELS,
  ),
  quota: masterData(
    sql`join ${quotas} on ${quotas.id} = ${advertisements.quotaId}`,
    quotas,
    'numeric',
  ),
  class: masterData(
    sql`${post} join ${classes} on ${classes.id} = ${posts.classId}`,
    classes,
    'numeric',
  ),
  service: masterData(
    sql`${post} join ${services} on ${services.id} = ${posts.serviceId}`,
    services,
    'count',
  ),
  'advertisement-code': {
    key: sql`${advertisements.code}`,
    labelEn: sql`${advertisements.code}`,
    labelNe: sql`${advertisements.code}`,
    order: 'text',
  },
  'fiscal-year': fiscalYear(false),
  'fiscal-year-unique': fiscalYear(true),
};
