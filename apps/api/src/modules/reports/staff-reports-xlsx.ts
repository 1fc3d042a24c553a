import {
  GENDER_LABELS,
  PAYMENT_STATUS_LABELS,
  SCRUTINY_STATUS_LABELS,
  type Lang,
  type LocalizedText,
  type TAdvertisementNumberRow,
  type TApplicationsReportRow,
  type TCandidateSearchRow,
  type TClassReportRow,
  type TReapplicationRow,
  type TRegistrationDay,
} from '@niyukti/shared';
import type { Cell, SheetWriter } from '../../platform/spreadsheets/stream-xlsx';

// The staff reports as spreadsheets: a column is its heading in both languages and how a row
// fills it in the language asked. Numbers stay numbers, so a spreadsheet can add them up.

export interface Column<Row> {
  heading: LocalizedText;
  cell: (row: Row, lang: Lang) => Cell;
}

const text = (en: string, ne: string): LocalizedText => ({ en, ne });
const inLang = (lang: Lang, en: string | null, ne: string | null) => (lang === 'ne' ? ne : en);
/** The time in Nepal of an ISO instant, as `2082-…` would confuse: A.D., to the minute. */
const nepalTime = (iso: string) =>
  new Date(new Date(iso).getTime() + (5 * 60 + 45) * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');

const genderColumns = <
  Row extends { male: number; female: number; other: number },
>(): Column<Row>[] => [
  { heading: GENDER_LABELS.male, cell: (row) => row.male },
  { heading: GENDER_LABELS.female, cell: (row) => row.female },
  { heading: GENDER_LABELS.other, cell: (row) => row.other },
];

type Counted = {
  applications: number;
  paid: number;
  pending: number;
  hold: number;
  approved: number;
  rejected: number;
};
const applicationCountColumns = <Row extends Counted>(): Column<Row>[] => [
  { heading: text('Applications', 'आवेदन'), cell: (row) => row.applications },
  { heading: text('Paid', 'भुक्तानी गरेका'), cell: (row) => row.paid },
  { heading: text('Pending', 'बाँकी'), cell: (row) => row.pending },
  { heading: text('On hold', 'रोक्का'), cell: (row) => row.hold },
  { heading: text('Approved', 'स्वीकृत'), cell: (row) => row.approved },
  { heading: text('Rejected', 'अस्वीकृत'), cell: (row) => row.rejected },
];

type Advertised = {
  advertisementNumber: string;
  code: string;
  postEn: string;
  postNe: string;
  vacancies: number;
};
const advertisementColumns = <Row extends Advertised>(): Column<Row>[] => [
  { heading: text('Advertisement number', 'विज्ञापन नम्बर'), cell: (row) => row.advertisementNumber },
  { heading: text('Advertisement code', 'विज्ञापन कोड'), cell: (row) => row.code },
  { heading: text('Post', 'पद'), cell: (row, lang) => inLang(lang, row.postEn, row.postNe) },
  { heading: text('Vacancies', 'पद सङ्ख्या'), cell: (row) => row.vacancies },
];

export const REGISTRATION_DAY_COLUMNS: Column<TRegistrationDay>[] = [
  { heading: text('Date (A.D.)', 'मिति (ई.सं.)'), cell: (row) => row.date },
  ...genderColumns<TRegistrationDay>(),
  { heading: text('Total', 'जम्मा'), cell: (row) => row.total },
];

export const CLASS_COLUMNS: Column<Omit<TClassReportRow, 'classId'>>[] = [
  { heading: text('Class', 'श्रेणी'), cell: (row, lang) => inLang(lang, row.classEn, row.classNe) },
  { heading: text('Advertisements', 'विज्ञापन'), cell: (row) => row.advertisements },
  { heading: text('Vacancies', 'पद सङ्ख्या'), cell: (row) => row.vacancies },
  ...applicationCountColumns<Omit<TClassReportRow, 'classId'>>(),
];

export const ADVERTISEMENT_NUMBER_COLUMNS: Column<TAdvertisementNumberRow>[] = [
  ...advertisementColumns<TAdvertisementNumberRow>(),
  ...applicationCountColumns<TAdvertisementNumberRow>(),
  ...genderColumns<TAdvertisementNumberRow>(),
];

export const REAPPLICATION_COLUMNS: Column<TReapplicationRow>[] = [
  ...advertisementColumns<TReapplicationRow>(),
  { heading: text('Applications', 'आवेदन'), cell: (row) => row.applications },
  { heading: text('Re-applications', 'पुनः आवेदन'), cell: (row) => row.reapplications },
  {
    heading: text('Re-applications paid', 'भुक्तानी भएका पुनः आवेदन'),
    cell: (row) => row.reapplicationsPaid,
  },
];

export const APPLICATION_COLUMNS: Column<TApplicationsReportRow>[] = [
  { heading: text('Application', 'आवेदन नं.'), cell: (row) => row.applicationId },
  { heading: text('Master id', 'मास्टर आईडी'), cell: (row) => row.masterId },
  { heading: text('Name', 'नाम'), cell: (row) => row.candidateName },
  { heading: text('Gender', 'लिङ्ग'), cell: (row, lang) => GENDER_LABELS[row.gender][lang] },
  { heading: text('Mobile', 'मोबाइल'), cell: (row) => row.mobile },
  { heading: text('Advertisement code', 'विज्ञापन कोड'), cell: (row) => row.advertisementCode },
  { heading: text('Advertisement number', 'विज्ञापन नम्बर'), cell: (row) => row.advertisementNumber },
  { heading: text('Post', 'पद'), cell: (row, lang) => inLang(lang, row.postEn, row.postNe) },
  {
    heading: text('Applied (Nepal time)', 'आवेदन मिति (नेपाल समय)'),
    cell: (row) => nepalTime(row.appliedAt),
  },
  { heading: text('Fee (Rs.)', 'दस्तुर (रु.)'), cell: (row) => row.feePaisa / 100 },
  {
    heading: text('Payment', 'भुक्तानी'),
    cell: (row, lang) => PAYMENT_STATUS_LABELS[row.paymentStatus][lang],
  },
  {
    heading: text('Scrutiny', 'रुजु'),
    cell: (row, lang) => SCRUTINY_STATUS_LABELS[row.scrutinyStatus][lang],
  },
  { heading: text('Roll number', 'रोल नम्बर'), cell: (row) => row.rollNumber },
];

export const CANDIDATE_COLUMNS: Column<TCandidateSearchRow>[] = [
  { heading: text('Master id', 'मास्टर आईडी'), cell: (row) => row.masterId },
  { heading: text('Name', 'नाम'), cell: (row) => row.name },
  { heading: text('Gender', 'लिङ्ग'), cell: (row, lang) => GENDER_LABELS[row.gender][lang] },
  { heading: text('Date of birth (A.D.)', 'जन्म मिति (ई.सं.)'), cell: (row) => row.dobAd },
  { heading: text('Mobile', 'मोबाइल'), cell: (row) => row.mobile },
  { heading: text('E-mail', 'इमेल'), cell: (row) => row.email },
  { heading: text('Citizenship number', 'नागरिकता नम्बर'), cell: (row) => row.citizenshipNumber },
  {
    heading: text('Registered (Nepal time)', 'दर्ता मिति (नेपाल समय)'),
    cell: (row) => nepalTime(row.registeredAt),
  },
  { heading: text('Applications', 'आवेदन'), cell: (row) => row.applications },
];

export function writeHeading<Row>(sheet: SheetWriter, columns: Column<Row>[], lang: Lang) {
  sheet.add(columns.map((column) => column.heading[lang]));
}

export function writeRows<Row>(
  sheet: SheetWriter,
  columns: Column<Row>[],
  rows: Row[],
  lang: Lang,
) {
  for (const row of rows) sheet.add(columns.map((column) => column.cell(row, lang)));
}
