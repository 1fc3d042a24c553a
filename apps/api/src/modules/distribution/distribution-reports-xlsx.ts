// The two reports as spreadsheets, in the language asked (Nepali by default): the same rows and
// totals the screens show, numbers as numbers so a spreadsheet can add them up.
import ExcelJS from 'exceljs';
import type { TQuotaCountReport, TVacancyDistributionReport } from '@niyukti/shared';

export type ReportLanguage = 'ne' | 'en';

const HEADERS = {
  en: {
    requisition: 'Requisition',
    post: 'Post',
    subGroup: 'Sub group',
    group: 'Group',
    service: 'Service',
    class: 'Class',
    promotion: 'Promotion',
    office: 'Office',
    district: 'District',
    province: 'Province',
    inclusive: 'Inclusive',
    totalVacancy: 'Total vacancy',
    quota: 'Quota',
    advertisements: 'Advertisements',
    seats: 'Vacancies',
    applications: 'Total applications',
    paid: 'Payment made',
    paidAmount: 'Total paid (Rs.)',
    total: 'Total',
  },
  ne: {
    requisition: 'माग',
    post: 'पद',
    subGroup: 'उपसमूह',
    group: 'समूह',
    service: 'सेवा',
    class: 'श्रेणी',
    promotion: 'बढुवा',
    office: 'कार्यालय',
    district: 'जिल्ला',
    province: 'प्रदेश',
    inclusive: 'समावेशी',
    totalVacancy: 'कुल पद',
    quota: 'कोटा',
    advertisements: 'विज्ञापन',
    seats: 'पद सङ्ख्या',
    applications: 'कुल आवेदन',
    paid: 'भुक्तानी गरेका',
    paidAmount: 'कुल भुक्तानी (रु.)',
    total: 'जम्मा',
  },
} as const;

const nameIn = (lang: ReportLanguage, named: { nameEn: string; nameNe: string }) =>
  lang === 'ne' ? named.nameNe : named.nameEn;
const textIn = (lang: ReportLanguage, en: string | null, ne: string | null) =>
  (lang === 'ne' ? ne : en) ?? '';
const rupees = (paisa: number) => paisa / 100;

async function bufferOf(workbook: ExcelJS.Workbook) {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function vacancyDistributionWorkbook(
  report: TVacancyDistributionReport,
  lang: ReportLanguage,
) {
  const h = HEADERS[lang];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(report.fiscalYear);
  sheet.addRow([
    h.requisition,
    h.post,
    h.subGroup,
    h.group,
    h.service,
    h.class,
    h.office,
    h.district,
    h.province,
    h.promotion,
    h.inclusive,
    h.totalVacancy,
    ...report.columns.map((column) => nameIn(lang, column)),
    h.applications,
    h.paid,
    h.paidAmount,
  ]).font = { bold: true };
  for (const row of report.rows)
    sheet.addRow([
      row.requisitionNumber,
      textIn(lang, row.postEn, row.postNe),
      textIn(lang, row.subGroupEn, row.subGroupNe),
      textIn(lang, row.groupEn, row.groupNe),
      textIn(lang, row.serviceEn, row.serviceNe),
      textIn(lang, row.classEn, row.classNe),
      nameIn(lang, row.office),
      nameIn(lang, row.district),
      nameIn(lang, row.province),
      row.promotion,
      row.inclusive,
      row.totalVacancy,
      ...report.columns.map((column) => row.seats[column.key] ?? 0),
      row.applications,
      row.paid,
      rupees(row.paidAmountPaisa),
    ]);
  const { totals } = report;
  sheet.addRow([
    h.total,
    ...Array<string>(8).fill(''),
    totals.promotion,
    totals.inclusive,
    totals.totalVacancy,
    ...report.columns.map((column) => totals.seats[column.key] ?? 0),
    totals.applications,
    totals.paid,
    rupees(totals.paidAmountPaisa),
  ]).font = { bold: true };
  return bufferOf(workbook);
}

export function quotaCountWorkbook(report: TQuotaCountReport, lang: ReportLanguage) {
  const h = HEADERS[lang];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(report.fiscalYear);
  sheet.addRow([h.quota, h.advertisements, h.seats, h.applications, h.paid, h.paidAmount]).font = {
    bold: true,
  };
  const line = (name: string, row: TQuotaCountReport['total']) =>
    sheet.addRow([
      name,
      row.advertisements,
      row.seats,
      row.applications,
      row.paid,
      rupees(row.paidAmountPaisa),
    ]);
  for (const row of report.rows) line(nameIn(lang, row), row);
  line(h.total, report.total).font = { bold: true };
  return bufferOf(workbook);
}
