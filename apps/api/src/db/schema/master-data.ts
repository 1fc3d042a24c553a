import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { QUALIFICATION_CATEGORIES, type QualificationCategory } from '@niyukti/shared';

// Master data (back-office.md §3): one table per entity of MASTER_ENTITIES, property names equal
// to the entity's field names so one generic repository serves them all. Every row has a status
// (`active`); a record still referenced elsewhere cannot be deleted (foreign keys without
// cascade), only made inactive. Names are unique per list (English in any letter case), or
// within their parent where the same name recurs (wards of a district, groups of a service).

const status = () => ({
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const names = (length = 200) => ({
  nameEn: varchar('name_en', { length }).notNull(),
  nameNe: varchar('name_ne', { length }).notNull(),
});

/** Unique English (any case) and Nepali names, optionally within a parent column. */
function uniqueNames(
  table: string,
  columns: { nameEn: AnyPgColumn; nameNe: AnyPgColumn },
  parent?: AnyPgColumn,
) {
  const index = (name: string, expression: SQL | AnyPgColumn) =>
    parent
      ? uniqueIndex(`${table}_${name}_key`).on(parent, expression)
      : uniqueIndex(`${table}_${name}_key`).on(expression);
  return [index('name_en', sql`lower(${columns.nameEn})`), index('name_ne', columns.nameNe)];
}

/** A list that is only a pair of names. */
function namedList(table: string) {
  return pgTable(table, { id: serial('id').primaryKey(), ...names(), ...status() }, (t) =>
    uniqueNames(table, t),
  );
}

// Places. Province, district and local body ids follow the official numbering (the reference
// files import onto them), so new rows made by staff are numbered from well above it.
export const provinces = pgTable(
  'provinces',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    ...names(100),
    ...status(),
  },
  (t) => uniqueNames('provinces', t),
);

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    ...names(100),
    ...status(),
  },
  (t) => uniqueNames('districts', t),
);

export const localBodyTypes = pgTable(
  'local_body_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    code: varchar('code', { length: 40 }).notNull().unique(),
    ...names(),
    ...status(),
  },
  (t) => uniqueNames('local_body_types', t),
);

export const localBodies = pgTable(
  'local_bodies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000 }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    localBodyTypeId: integer('local_body_type_id')
      .notNull()
      .references(() => localBodyTypes.id),
    ...names(),
    wardCount: integer('ward_count').notNull(),
    ...status(),
  },
  (t) => [
    ...uniqueNames('local_bodies', t, t.districtId),
    check('local_bodies_ward_count', sql`${t.wardCount} between 1 and 99`),
  ],
);

export const countries = namedList('countries');

// Personal details
export const religions = namedList('religions');
export const castes = namedList('castes');
export const ethnicGroups = namedList('ethnic_groups');
export const inclusiveGroups = pgTable(
  'inclusive_groups',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    ...names(),
    // No share here: the phase-3 formula is the one place a group's share is kept (decision 145).
    ...status(),
  },
  (t) => uniqueNames('inclusive_groups', t),
);
export const motherTongues = namedList('mother_tongues');
export const disabilityTypes = namedList('disability_types');
export const disabilityClasses = pgTable(
  'disability_classes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    ...names(),
    ...status(),
  },
  (t) => uniqueNames('disability_classes', t),
);

// Education
export const educationBoards = namedList('education_boards');
export const faculties = namedList('faculties');
export const educationLevels = pgTable(
  'education_levels',
  {
    id: serial('id').primaryKey(),
    ...names(),
    /** Higher is more advanced; equivalent levels share a rank ("Bachelor or above"). */
    rank: integer('rank').notNull().default(0),
    ...status(),
  },
  (t) => [
    ...uniqueNames('education_levels', t),
    check('education_levels_rank', sql`${t.rank} >= 0`),
  ],
);
export const subjects = namedList('subjects');
export const professionalCouncils = namedList('professional_councils');

// Services and posts
export const services = namedList('services');

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    ...names(),
    type: varchar('type', { length: 200 }).notNull().default('general'),
    code: varchar('code', { length: 40 }).notNull().unique(),
    // Gazetted classes' requisitions are approved on a consent letter (decision 143).
    gazetted: boolean('gazetted').notNull().default(false),
    ...status(),
  },
  (t) => uniqueNames('classes', t),
);

export const serviceGroups = pgTable(
  'service_groups',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    ...names(),
    ...status(),
  },
  (t) => uniqueNames('service_groups', t, t.serviceId),
);

export const subGroups = pgTable(
  'sub_groups',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => serviceGroups.id),
    ...names(),
    ...status(),
  },
  (t) => uniqueNames('sub_groups', t, t.groupId),
);

export const postTypes = namedList('post_types');

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    groupId: integer('group_id').references(() => serviceGroups.id),
    subGroupId: integer('sub_group_id').references(() => subGroups.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    postTypeId: integer('post_type_id').references(() => postTypes.id),
    ...names(),
    ...status(),
  },
  (t) => uniqueNames('posts', t, t.classId),
);

/** What a post asks of a candidate's education, per competition (open, internal, both…). */
export const academicQualifications = pgTable(
  'academic_qualifications',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    category: varchar('category', { length: 30 }).$type<QualificationCategory>().notNull(),
    minimumLevelId: integer('minimum_level_id')
      .notNull()
      .references(() => educationLevels.id),
    /** Null: any faculty. */
    facultyId: integer('faculty_id').references(() => faculties.id),
    ...status(),
  },
  (t) => [
    unique('academic_qualifications_rule_key')
      .on(t.postId, t.category, t.minimumLevelId, t.facultyId)
      .nullsNotDistinct(),
    check(
      'academic_qualifications_category',
      sql.raw(`category in (${QUALIFICATION_CATEGORIES.map((value) => `'${value}'`).join(', ')})`),
    ),
  ],
);

/** The faculties and subjects a candidate chooses between when applying for a post. */
export const postSubjects = pgTable(
  'post_subjects',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculties.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    ...status(),
  },
  // A subject once per post (under one faculty); the key names the subject field.
  (t) => [unique('post_subjects_subject_id_key').on(t.postId, t.subjectId)],
);

/**
 * Posts sat in one written examination (back-office.md combinePost): the rows of one
 * combination code. A post belongs to one combination at most.
 */
export const combinedPosts = pgTable(
  'combined_posts',
  {
    id: serial('id').primaryKey(),
    combination: varchar('combination', { length: 40 }).notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    ...status(),
  },
  (t) => [
    unique('combined_posts_post_id_key').on(t.postId),
    index('combined_posts_combination_idx').on(t.combination),
  ],
);

export const quotas = pgTable(
  'quotas',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    ...names(),
    ...status(),
  },
  (t) => uniqueNames('quotas', t),
);

// Offices and fees
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    ...names(),
    canRequestAdvt: boolean('can_request_advt').notNull(),
    canScheduleExam: boolean('can_schedule_exam').notNull(),
    /**
     * The commission itself: its staff see every organization's requisitions. Exactly one row
     * (made by migration 0017); staff of any other organization see their own only.
     */
    isCommission: boolean('is_commission').notNull().default(false),
    ...status(),
  },
  (t) => [
    ...uniqueNames('organizations', t),
    uniqueIndex('organizations_one_commission_key')
      .on(t.isCommission)
      .where(sql`${t.isCommission}`),
  ],
);

export const ministries = namedList('ministries');

export const ministryOffices = pgTable(
  'ministry_offices',
  {
    id: serial('id').primaryKey(),
    ministryId: integer('ministry_id')
      .notNull()
      .references(() => ministries.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    ...names(),
    ...status(),
  },
  (t) => uniqueNames('ministry_offices', t, t.ministryId),
);

export const agreements = namedList('agreements');

export const fiscalYears = pgTable('fiscal_years', {
  id: serial('id').primaryKey(),
  fiscalYear: varchar('fiscal_year', { length: 7 }).notNull().unique(),
  ...status(),
});

/** Banks where candidates deposit the fee and take a voucher (reference list BANKS). */
export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    ...names(),
    ...status(),
  },
  (t) => uniqueNames('banks', t),
);

/** The application fee of a class: the basic fee and the fee for each extra group, in paisa. */
export const paymentFees = pgTable(
  'payment_fees',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .unique()
      .references(() => classes.id),
    basicPrice: integer('basic_price_paisa').notNull(),
    extraPrice: integer('extra_price_paisa').notNull(),
    ...status(),
  },
  (t) => [check('payment_fees_not_negative', sql`${t.basicPrice} >= 0 and ${t.extraPrice} >= 0`)],
);

// Examinations
export const examCentres = pgTable(
  'exam_centres',
  {
    id: serial('id').primaryKey(),
    ...names(),
    address: varchar('address', { length: 200 }).notNull(),
    contactPerson: varchar('contact_person', { length: 200 }).notNull().default(''),
    contactNumber: varchar('contact_number', { length: 15 }).notNull().default(''),
    contactEmail: varchar('contact_email', { length: 100 }).notNull().default(''),
    capacity: integer('capacity').notNull(),
    provinceId: integer('province_id').references(() => provinces.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    ...status(),
  },
  (t) => [
    ...uniqueNames('exam_centres', t, t.districtId),
    check('exam_centres_capacity', sql`${t.capacity} >= 1`),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    examCentreId: integer('exam_centre_id')
      .notNull()
      .references(() => examCentres.id),
    roomNo: varchar('room_no', { length: 200 }).notNull(),
    capacity: integer('capacity').notNull(),
    ...status(),
  },
  (t) => [
    uniqueIndex('rooms_room_no_key').on(t.examCentreId, sql`lower(${t.roomNo})`),
    check('rooms_capacity', sql`${t.capacity} >= 1`),
  ],
);

export const invigilatorPosts = namedList('invigilator_posts');

export const invigilators = pgTable('invigilators', {
  id: serial('id').primaryKey(),
  employeeNumber: varchar('employee_number', { length: 15 }).notNull().unique(),
  firstNameEn: varchar('first_name_en', { length: 200 }).notNull(),
  middleNameEn: varchar('middle_name_en', { length: 200 }),
  lastNameEn: varchar('last_name_en', { length: 200 }).notNull(),
  firstNameNe: varchar('first_name_ne', { length: 200 }).notNull(),
  middleNameNe: varchar('middle_name_ne', { length: 200 }),
  lastNameNe: varchar('last_name_ne', { length: 200 }).notNull(),
  invigilatorPostId: integer('invigilator_post_id')
    .notNull()
    .references(() => invigilatorPosts.id),
  ...status(),
});
