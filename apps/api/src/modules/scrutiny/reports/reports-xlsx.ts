import {
  GENDER_LABELS,
  REPORT_BREAKDOWN_LABELS,
  type Lang,
  type LocalizedText,
  type TAdvertisementReportRow,
  type TScrutinyReport,
} from '@niyukti/shared';
import type { SheetWriter } from '../../../platform/spreadsheets/stream-xlsx';

// The scrutiny reports as spreadsheets, in the language asked (Nepali by default): the rows and
// totals the screens show, numbers as numbers so a spreadsheet can add them up.

const TOTAL: LocalizedText = { en: 'Total', ne: 'जम्मा' };

/** A breakdown: its values down, the forms by gender across, the total last. */
export function writeBreakdown(sheet: SheetWriter, report: TScrutinyReport, lang: Lang) {
  sheet.add([
    REPORT_BREAKDOWN_LABELS[report.breakdown][lang],
    GENDER_LABELS.male[lang],
    GENDER_LABELS.female[lang],
    GENDER_LABELS.other[lang],
    TOTAL[lang],
  ]);
  for (const row of report.rows) {
    sheet.add([
      lang === 'ne' ? row.labelNe : row.labelEn,
      row.male,
      row.female,
      row.other,
      row.total,
    ]);
  }
  const { male, female, other, total } = report.total;
  sheet.add([TOTAL[lang], male, female, other, total]);
}

const ADVERTISEMENT_REPORT_HEADINGS: readonly LocalizedText[] = [
  { en: 'Advertisement code', ne: 'विज्ञापन कोड' },
  { en: 'Advertisement number', ne: 'विज्ञापन नम्बर' },
  { en: 'Fiscal year', ne: 'आर्थिक वर्ष' },
  { en: 'Post', ne: 'पद' },
  { en: 'Class', ne: 'श्रेणी' },
  { en: 'Service', ne: 'सेवा' },
  { en: 'Group', ne: 'समूह' },
  { en: 'Quota', ne: 'कोटा' },
  { en: 'Total vacancy', ne: 'कुल पद' },
  { en: 'Total applicants', ne: 'कुल आवेदक' },
  { en: 'Paid', ne: 'भुक्तानी गरेका' },
  { en: 'Pending', ne: 'बाँकी' },
  { en: 'On hold', ne: 'रोक्का' },
  { en: 'Approved', ne: 'स्वीकृत' },
  { en: 'Rejected', ne: 'अस्वीकृत' },
];

export function writeAdvertisementReportHeading(sheet: SheetWriter, lang: Lang) {
  sheet.add(ADVERTISEMENT_REPORT_HEADINGS.map((heading) => heading[lang]));
}

export function writeAdvertisementReportRow(
  sheet: SheetWriter,
  row: TAdvertisementReportRow,
  lang: Lang,
) {
  const ne = lang === 'ne';
  sheet.add([
    row.code,
    row.advertisementNumber,
    row.fiscalYear,
    ne ? row.postNe : row.postEn,
    ne ? row.classNe : row.classEn,
    ne ? row.serviceNe : row.serviceEn,
    ne ? row.groupNe : row.groupEn,
    ne ? row.quotaNe : row.quotaEn,
    row.totalVacancy,
    row.totalApplicant,
    row.paidCount,
    row.pendingCount,
    row.holdCount,
    row.approvedCount,
    row.rejectedCount,
  ]);
}
