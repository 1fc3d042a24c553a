import {
  adToBs,
  type TExamCentre,
  type TNamedPost,
  type TPostSubject,
  type TVacancyDetail,
  type TVacancySplit,
  type TVacancySummary,
} from '@niyukti/shared';
import type { VacancyRow } from './vacancies.repository';
import { toLocalLevel } from '../master-data/index';

/**
 * Both calendars for every date: A.D. is stored, B.S. is derived by the one shared adapter. A
 * date outside its table (B.S. 2000–2090) shows in A.D. alone rather than failing the page.
 */
function both(ad: string) {
  try {
    return { ad, bs: adToBs(ad) };
  } catch {
    return { ad, bs: '' };
  }
}

/** A vacancy as every candidate sees it. */
export function toPublicVacancy(row: VacancyRow): TVacancySummary {
  const publish = both(row.publishDate);
  const single = both(row.singleFeeDeadline);
  const double = both(row.doubleFeeDeadline);
  return {
    id: row.id,
    code: row.code,
    advertisementNumber: row.advertisementNumber,
    postEn: row.postEn,
    postNe: row.postNe,
    serviceEn: row.serviceEn,
    serviceNe: row.serviceNe,
    classEn: row.classEn,
    classNe: row.classNe,
    groupEn: row.groupEn ?? '',
    groupNe: row.groupNe ?? '',
    quotaEn: row.quotaEn,
    quotaNe: row.quotaNe,
    localBody: toLocalLevel(row.localBody),
    vacancyCount: row.vacancyCount,
    feePaisa: row.feePaisa,
    publishDateAd: publish.ad,
    publishDateBs: publish.bs,
    singleFeeDeadlineAd: single.ad,
    singleFeeDeadlineBs: single.bs,
    doubleFeeDeadlineAd: double.ad,
    doubleFeeDeadlineBs: double.bs,
  };
}

export function toVacancyDetail(
  row: VacancyRow,
  {
    examCentres,
    subjects,
    examinedWith,
    split,
  }: {
    examCentres: TExamCentre[];
    subjects: TPostSubject[];
    examinedWith: TNamedPost[];
    split: TVacancySplit | null;
  },
): TVacancyDetail {
  const ageCutOff = both(row.ageCutOffDate);
  const admitCard = both(row.admitCardDate);
  return {
    ...toPublicVacancy(row),
    ageCutOffDateAd: ageCutOff.ad,
    ageCutOffDateBs: ageCutOff.bs,
    admitCardDateAd: admitCard.ad,
    admitCardDateBs: admitCard.bs,
    examCentres,
    subjects,
    examinedWith,
    reapply: row.status === 'pre_live',
    split,
  };
}
