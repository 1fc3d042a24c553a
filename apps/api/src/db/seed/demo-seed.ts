import { count, inArray, sql } from 'drizzle-orm';
import {
  FEDERAL_CLASS_SHARES,
  FEDERAL_OPEN_SHARES,
  INCLUSIVE_GROUPS,
  PERMISSION_ACTIONS,
  PRIVILEGE_CODES,
  addDaysIso,
  todayIso,
  type PermissionAction,
  type PrivilegeCode,
} from '@niyukti/shared';
import type { Database, Executor } from '../client';
import {
  academicQualifications,
  advertisementExamCentres,
  advertisements,
  ageLimits,
  classes,
  educationLevels,
  examCentres,
  faculties,
  ministries,
  ministryOffices,
  modules,
  organizations,
  paymentFees,
  phaseThreeFormulas,
  postSubjects,
  posts,
  quotas,
  roleModules,
  rolePrivileges,
  roles,
  serviceGroups,
  services,
  subjects,
  userRoles,
  users,
  vacancyFormulas,
} from '../schema';
import { hashPassword } from '../../platform/auth/passwords';
import { seedReferenceData } from './reference-seed';
import { seedOfficialLocalBodies } from '../../modules/master-data/index';
import { roleModuleRow } from '../role-module-actions';

export { seedReferenceData };

/** A demo staff member: one person, one role, the privilege codes of that role. */
interface DemoStaff {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: string;
  codes: readonly PrivilegeCode[];
  /** The actions the role holds on each of its codes; every action when absent. */
  actions?: readonly PermissionAction[];
  /** The organization they work for (its English name); the commission when absent. */
  organization?: string;
}

/** The demo staff, listed in the README and printed at start. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    username: 'admin',
    password: 'Admin@2082',
    firstName: 'Sita',
    lastName: 'Sharma',
    role: 'Super administrator',
    codes: PRIVILEGE_CODES,
  },
  {
    username: 'scrutiny',
    password: 'Scrutiny@2082',
    firstName: 'Ram',
    lastName: 'Thapa',
    role: 'Scrutiny officer',
    codes: ['SC', 'SA', 'SR', 'AR', 'RBG', 'RNG'],
  },
  // Two officers who only decide the forms given to them (SC): the allocation has someone to
  // give forms to besides `scrutiny`, who allocates (SA) and decides too.
  {
    username: 'officer1',
    password: 'Officer@2082',
    firstName: 'Bina',
    lastName: 'Tamang',
    role: 'Scrutiny officer (deciding)',
    codes: ['SC'],
  },
  {
    username: 'officer2',
    password: 'Officer@2082',
    firstName: 'Dipak',
    lastName: 'Yadav',
    role: 'Scrutiny officer (deciding)',
    codes: ['SC'],
  },
  {
    username: 'exams',
    password: 'Exams@2082',
    firstName: 'Gita',
    lastName: 'Rai',
    role: 'Exam administrator',
    codes: ['ES', 'RNG', 'DAC', 'ALC'],
  },
  {
    username: 'payments',
    password: 'Payments@2082',
    firstName: 'Bishnu',
    lastName: 'Shrestha',
    role: 'Payment officer',
    codes: ['UP', 'PU', 'CPM', 'LUV'],
  },
  {
    username: 'masterdata',
    password: 'Master@2082',
    firstName: 'Kamala',
    lastName: 'Magar',
    role: 'Master-data administrator',
    codes: ['MC'],
  },
  {
    username: 'auditor',
    password: 'Auditor@2082',
    firstName: 'Laxmi',
    lastName: 'Gurung',
    role: 'Auditor (read only)',
    codes: ['SC', 'SA', 'SR', 'AR', 'RBG'],
    actions: ['read'],
  },
  {
    username: 'ministry',
    password: 'Ministry@2082',
    firstName: 'Prakash',
    lastName: 'Adhikari',
    role: 'Ministry requisition officer',
    codes: ['RQ'],
    // Files and reads its ministry's requisitions; approving them is the commission's.
    actions: ['read', 'create'],
    organization: 'Ministry of Home Affairs',
  },
  {
    username: 'distribution',
    password: 'Distribution@2082',
    firstName: 'Suman',
    lastName: 'Bhandari',
    role: 'Distribution officer',
    // Configures the three phases' formulas and tables, distributes approved requisitions
    // between the groups (PD) and keeps the distribution history (VDH).
    codes: ['PD', 'VDC', 'VDH'],
  },
  {
    username: 'clerk',
    password: 'Clerk@2082',
    firstName: 'Hari',
    lastName: 'Karki',
    role: 'Clerk',
    codes: [],
  },
];

/** The role's actions on its codes: its rows in the codes' modules (made by migration 0016). */
async function grantActions(
  tx: Executor,
  roleId: number,
  codes: readonly PrivilegeCode[],
  actions: readonly PermissionAction[],
) {
  const coded = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(inArray(modules.code, [...codes]));
  await tx
    .insert(roleModules)
    .values(coded.map((module) => roleModuleRow(roleId, module.id, actions)));
}

/**
 * Two ministries that request vacancies, as organizations (canRequestAdvt) and with offices
 * where their posts are (the demand offices of requisitions). Returns each organization's id by
 * English name, the commission's among them.
 */
async function seedRequestingOffices(tx: Executor): Promise<Map<string, number>> {
  await tx.insert(organizations).values([
    {
      nameEn: 'Ministry of Home Affairs',
      nameNe: 'गृह मन्त्रालय',
      canRequestAdvt: true,
      canScheduleExam: false,
    },
    {
      nameEn: 'Ministry of Physical Infrastructure and Transport',
      nameNe: 'भौतिक पूर्वाधार तथा यातायात मन्त्रालय',
      canRequestAdvt: true,
      canScheduleExam: false,
    },
  ]);
  const [home, infrastructure] = await tx
    .insert(ministries)
    .values([
      { nameEn: 'Ministry of Home Affairs', nameNe: 'गृह मन्त्रालय' },
      {
        nameEn: 'Ministry of Physical Infrastructure and Transport',
        nameNe: 'भौतिक पूर्वाधार तथा यातायात मन्त्रालय',
      },
    ])
    .returning();
  await tx.insert(ministryOffices).values([
    {
      ministryId: home!.id,
      districtId: 27,
      nameEn: 'District Administration Office, Kathmandu',
      nameNe: 'जिल्ला प्रशासन कार्यालय, काठमाडौं',
    },
    {
      ministryId: home!.id,
      districtId: 29,
      nameEn: 'District Administration Office, Lalitpur',
      nameNe: 'जिल्ला प्रशासन कार्यालय, ललितपुर',
    },
    {
      ministryId: infrastructure!.id,
      districtId: 27,
      nameEn: 'Department of Roads',
      nameNe: 'सडक विभाग',
    },
  ]);
  const rows = await tx
    .select({
      id: organizations.id,
      nameEn: organizations.nameEn,
      isCommission: organizations.isCommission,
    })
    .from(organizations);
  return new Map(rows.map((row) => [row.isCommission ? COMMISSION : row.nameEn, row.id]));
}

/** The key of the commission among the organizations seedRequestingOffices returns. */
const COMMISSION = '';

async function seedStaff(tx: Executor) {
  const organizationIds = await seedRequestingOffices(tx);
  // Staff who share a role title share the role.
  const roleIds = new Map<string, number>();
  for (const person of DEMO_STAFF) {
    const roleId = roleIds.get(person.role) ?? (await seedRole(tx, person));
    roleIds.set(person.role, roleId);
    const [user] = await tx
      .insert(users)
      .values({
        username: person.username,
        email: `${person.username}@psc.gov.np.example`,
        passwordHash: await hashPassword(person.password),
        kind: 'staff',
        firstName: person.firstName,
        lastName: person.lastName,
        organizationId: organizationIds.get(person.organization ?? COMMISSION)!,
        mustChangePassword: false,
      })
      .returning();
    await tx.insert(userRoles).values({ userId: user!.id, roleId });
  }
}

/** A demo staff member's role with its privilege codes and their actions. */
async function seedRole(tx: Executor, person: DemoStaff): Promise<number> {
  const [role] = await tx
    .insert(roles)
    .values({
      title: person.role,
      // The codes it holds, which read the same in either language (none: a dash).
      description: person.codes.length ? person.codes.join(', ') : '—',
    })
    .returning();
  if (person.codes.length) {
    await tx
      .insert(rolePrivileges)
      .values(person.codes.map((code) => ({ roleId: role!.id, code })));
    await grantActions(tx, role!.id, person.codes, person.actions ?? PERMISSION_ACTIONS);
  }
  return role!.id;
}

/**
 * Age limits of each class and service the demo advertises (DOMAIN.md "Age"): up to 35 for
 * anyone (men), 40 for women and for persons with disability, no upper limit in internal
 * competition; at least 21 for the officer class, 18 otherwise.
 */
async function seedAgeLimits(
  tx: Executor,
  pairs: readonly { classId: number; serviceId: number; minAge: number }[],
) {
  await tx.insert(ageLimits).values(
    pairs.flatMap(({ classId, serviceId, minAge }) =>
      [
        { gender: null, maxAge: 35 },
        { gender: 'female' as const, maxAge: 40 },
        { gender: null, maxAge: 40, forDisabled: true },
        { gender: null, maxAge: null, forInternal: true },
      ].map((rule) => ({ classId, serviceId, minAge, ...rule })),
    ),
  );
}

/**
 * What the demo posts ask (as the commission's notices do): a Bachelor's degree for a Section
 * Officer (grade 12 in internal competition), grade 12 for a Nayab Subba, a Bachelor's in
 * Engineering for an Engineer, who also names the subject of the exam when applying.
 */
async function seedQualifications(
  tx: Executor,
  post: { sectionOfficer: number; nayabSubba: number; engineer: number },
) {
  const levels = await tx.select().from(educationLevels);
  const level = (nameEn: string) => levels.find((row) => row.nameEn === nameEn)!.id;
  const [engineering] = await tx
    .select()
    .from(faculties)
    .where(inArray(faculties.nameEn, ['Engineering']));
  const bachelor = level("Bachelor's degree");
  const plusTwo = level('Intermediate (+2/PCL, grade 12)');
  await tx.insert(academicQualifications).values([
    { postId: post.sectionOfficer, category: 'open', minimumLevelId: bachelor },
    { postId: post.sectionOfficer, category: 'internal', minimumLevelId: plusTwo },
    { postId: post.nayabSubba, category: 'both', minimumLevelId: plusTwo },
    {
      postId: post.engineer,
      category: 'both',
      minimumLevelId: bachelor,
      facultyId: engineering!.id,
    },
  ]);
  const examSubjects = await tx
    .insert(subjects)
    .values([
      { nameEn: 'Civil Engineering', nameNe: 'सिभिल इन्जिनियरिङ' },
      { nameEn: 'Geotechnical Engineering', nameNe: 'भू-प्राविधिक इन्जिनियरिङ' },
    ])
    .returning();
  await tx.insert(postSubjects).values(
    examSubjects.map((subject) => ({
      postId: post.engineer,
      facultyId: engineering!.id,
      subjectId: subject.id,
    })),
  );
}

/** Dates relative to the day of seeding, so the demo always has something open to apply for. */
async function seedVacancies(tx: Executor) {
  const today = todayIso();
  const [administration] = await tx
    .insert(services)
    .values({ nameEn: 'Nepal Administration Service', nameNe: 'नेपाल प्रशासन सेवा' })
    .returning();
  const [engineering] = await tx
    .insert(services)
    .values({ nameEn: 'Nepal Engineering Service', nameNe: 'नेपाल इन्जिनियरिङ सेवा' })
    .returning();
  const [generalAdmin] = await tx
    .insert(serviceGroups)
    .values({
      serviceId: administration!.id,
      nameEn: 'General Administration',
      nameNe: 'सामान्य प्रशासन',
    })
    .returning();
  const [civil] = await tx
    .insert(serviceGroups)
    .values({ serviceId: engineering!.id, nameEn: 'Civil', nameNe: 'सिभिल' })
    .returning();
  const [officer] = await tx
    .insert(classes)
    .values({
      code: 'G3',
      nameEn: 'Gazetted Third Class',
      nameNe: 'राजपत्राङ्कित तृतीय श्रेणी',
      gazetted: true,
    })
    .returning();
  const [nonGazetted] = await tx
    .insert(classes)
    .values({ code: 'NG1', nameEn: 'Non-gazetted First Class', nameNe: 'राजपत्र अनङ्कित प्रथम श्रेणी' })
    .returning();
  const insertedPosts = await tx
    .insert(posts)
    .values([
      {
        serviceId: administration!.id,
        groupId: generalAdmin!.id,
        classId: officer!.id,
        nameEn: 'Section Officer',
        nameNe: 'शाखा अधिकृत',
      },
      {
        serviceId: administration!.id,
        groupId: generalAdmin!.id,
        classId: nonGazetted!.id,
        nameEn: 'Nayab Subba',
        nameNe: 'नायब सुब्बा',
      },
      {
        serviceId: engineering!.id,
        groupId: civil!.id,
        classId: officer!.id,
        nameEn: 'Engineer',
        nameNe: 'इन्जिनियर',
      },
    ])
    .returning();
  await seedAgeLimits(tx, [
    { classId: officer!.id, serviceId: administration!.id, minAge: 21 },
    { classId: nonGazetted!.id, serviceId: administration!.id, minAge: 18 },
    { classId: officer!.id, serviceId: engineering!.id, minAge: 21 },
  ]);
  // The reference seed made the quotas; the demo advertises three of them.
  const quotaCodes = ['OPEN', 'WOMEN', 'ADIBASI_JANAJATI'];
  const quotaRows = await tx.select().from(quotas).where(inArray(quotas.code, quotaCodes));
  const insertedQuotas = quotaCodes.map((code) => quotaRows.find((row) => row.code === code)!);
  const centres = await tx
    .insert(examCentres)
    .values([
      {
        nameEn: 'Padma Kanya Campus',
        nameNe: 'पद्मकन्या क्याम्पस',
        provinceId: 3,
        districtId: 27,
        address: 'Bagbazar, Kathmandu',
        contactPerson: 'Kamala Shrestha',
        contactNumber: '014221234',
        contactEmail: 'padmakanya@psc.example',
        capacity: 800,
      },
      {
        nameEn: 'Mahendra Morang Campus',
        nameNe: 'महेन्द्र मोरङ क्याम्पस',
        provinceId: 1,
        districtId: 6,
        address: 'Biratnagar, Morang',
        contactPerson: 'Bikash Rai',
        contactNumber: '021470123',
        contactEmail: 'mmc@psc.example',
        capacity: 600,
      },
      {
        nameEn: 'Prithvi Narayan Campus',
        nameNe: 'पृथ्वीनारायण क्याम्पस',
        provinceId: 4,
        districtId: 38,
        address: 'Pokhara, Kaski',
        contactPerson: 'Sunita Gurung',
        contactNumber: '061520456',
        contactEmail: 'pnc@psc.example',
        capacity: 700,
      },
    ])
    .returning();
  const fees = await tx
    .insert(paymentFees)
    .values([
      { classId: officer!.id, basicPrice: 150_000, extraPrice: 50_000 },
      { classId: nonGazetted!.id, basicPrice: 80_000, extraPrice: 40_000 },
    ])
    .returning();
  const feeOfClass = new Map(fees.map((fee) => [fee.classId, fee]));
  await seedQualifications(tx, {
    sectionOfficer: insertedPosts[0]!.id,
    nayabSubba: insertedPosts[1]!.id,
    engineer: insertedPosts[2]!.id,
  });
  const plan = [
    { post: 0, quota: 0, number: '16613/082-83', vacancies: 58 },
    { post: 0, quota: 1, number: '16614/082-83', vacancies: 48 },
    { post: 0, quota: 2, number: '16615/082-83', vacancies: 39 },
    { post: 1, quota: 0, number: '16701/082-83', vacancies: 120 },
    { post: 2, quota: 0, number: '16802/082-83', vacancies: 25 },
  ];
  for (const [index, item] of plan.entries()) {
    const [advertisement] = await tx
      .insert(advertisements)
      .values({
        code: `ADV-2082-${String(index + 1).padStart(3, '0')}`,
        advertisementNumber: item.number,
        postId: insertedPosts[item.post]!.id,
        quotaId: insertedQuotas[item.quota]!.id,
        vacancyCount: item.vacancies,
        // The fee is the master-data fee of the post's class, fixed when the vacancy is advertised.
        feePaisa: feeOfClass.get(insertedPosts[item.post]!.classId)!.basicPrice,
        extraFeePaisa: feeOfClass.get(insertedPosts[item.post]!.classId)!.extraPrice,
        status: 'live',
        publishDate: addDaysIso(today, -10),
        singleFeeDeadline: addDaysIso(today, 20),
        doubleFeeDeadline: addDaysIso(today, 27),
        ageCutOffDate: addDaysIso(today, 20),
        // The demo opens admit cards at once so the whole journey can be walked in one sitting.
        admitCardDate: today,
      })
      .returning();
    await tx
      .insert(advertisementExamCentres)
      .values(
        centres.map((centre) => ({ advertisementId: advertisement!.id, examCentreId: centre.id })),
      );
  }
}

/**
 * The phase-3 formula with the federal shares (DOMAIN.md: women 33, Adibasi/Janajati 27,
 * Madhesi 22, Dalit 9, disability 5, backward area 4), in the law's order as the priority.
 */
async function seedDistributionFormulas(tx: Executor) {
  const rows = await tx
    .select()
    .from(quotas)
    .where(
      inArray(
        quotas.code,
        INCLUSIVE_GROUPS.map((group) => group.code),
      ),
    );
  await tx.insert(phaseThreeFormulas).values(
    INCLUSIVE_GROUPS.map((group, index) => ({
      quotaId: rows.find((row) => row.code === group.code)!.id,
      priority: index + 1,
      percentHundredths: group.sharePercent * 100,
    })),
  );
  await seedVacancyFormulas(tx);
}

/** Phases 1 and 2 for every demo class of every demo service: the federal shares. */
async function seedVacancyFormulas(tx: Executor) {
  const [demoClasses, demoServices] = await Promise.all([
    tx.select().from(classes),
    tx.select().from(services),
  ]);
  const rows = demoClasses.flatMap((klass) => {
    const phaseOne = FEDERAL_CLASS_SHARES[klass.code as keyof typeof FEDERAL_CLASS_SHARES];
    if (!phaseOne) return [];
    return demoServices.flatMap((service) =>
      (
        [
          ['phase-one', phaseOne],
          ['phase-two', FEDERAL_OPEN_SHARES],
        ] as const
      ).flatMap(([phase, shares]) =>
        shares.map((share, index) => ({
          phase,
          classId: klass.id,
          serviceId: service.id,
          heading: share.heading,
          priority: index + 1,
          percent: share.percent,
        })),
      ),
    );
  });
  if (rows.length > 0) await tx.insert(vacancyFormulas).values(rows);
}

/** Demo staff and vacancies, only into an empty database. Returns whether anything was added. */
export async function seedDemoData(db: Database): Promise<boolean> {
  await seedReferenceData(db);
  await seedOfficialLocalBodies(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table users in exclusive mode`);
    const [existing] = await tx.select({ value: count() }).from(users);
    if ((existing?.value ?? 0) > 0) return false;
    await seedStaff(tx);
    await seedVacancies(tx);
    await seedDistributionFormulas(tx);
    return true;
  });
}
