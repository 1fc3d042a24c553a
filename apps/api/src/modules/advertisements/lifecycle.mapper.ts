import {
  adToBs,
  type TAdvertisementEvent,
  type TAdvertisementView,
  type TExamCentre,
} from '@niyukti/shared';
import type {
  AdvertisementEventRow,
  AdvertisementExamCentreRow,
  AdvertisementViewRow,
} from './lifecycle.repository';
import { toLocalLevel } from '../master-data/index';

const bs = (ad: string | null) => (ad === null ? null : adToBs(ad));
const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** A row with its names → what staff see: every date in A.D. and B.S., instants as ISO text. */
export function toAdvertisementView(row: AdvertisementViewRow): TAdvertisementView {
  const a = row.advertisement;
  return {
    id: a.id,
    code: a.code,
    advertisementNumber: a.advertisementNumber,
    oldAdvertisementNumber: a.oldAdvertisementNumber,
    status: a.status,
    postId: a.postId,
    postEn: row.postEn,
    postNe: row.postNe,
    serviceEn: row.serviceEn,
    serviceNe: row.serviceNe,
    classEn: row.classEn,
    classNe: row.classNe,
    groupEn: row.groupEn,
    groupNe: row.groupNe,
    subGroupEn: row.subGroupEn,
    subGroupNe: row.subGroupNe,
    quotaId: a.quotaId,
    quotaEn: row.quotaEn,
    quotaNe: row.quotaNe,
    localBody: toLocalLevel(row.localBody),
    vacancyCount: a.vacancyCount,
    feePaisa: a.feePaisa,
    requisitionNumber: row.requisitionNumber,
    publishDateAd: a.publishDate,
    publishDateBs: bs(a.publishDate),
    singleFeeDeadlineAd: a.singleFeeDeadline,
    singleFeeDeadlineBs: bs(a.singleFeeDeadline),
    paymentLastDateAd: a.paymentLastDate,
    paymentLastDateBs: bs(a.paymentLastDate),
    doubleFeeDeadlineAd: a.doubleFeeDeadline,
    doubleFeeDeadlineBs: bs(a.doubleFeeDeadline),
    doubleFeePaymentLastDateAd: a.doubleFeePaymentLastDate,
    doubleFeePaymentLastDateBs: bs(a.doubleFeePaymentLastDate),
    ageCutOffDateAd: a.ageCutOffDate,
    ageCutOffDateBs: bs(a.ageCutOffDate),
    admitCardDateAd: a.admitCardDate,
    admitCardDateBs: bs(a.admitCardDate),
    scheduledPublishAt: iso(a.scheduledPublishAt),
    publishedAt: iso(a.publishedAt),
    liveAt: iso(a.liveAt),
    rejectionRemarks: a.rejectionRemarks,
    createdAt: a.createdAt.toISOString(),
  };
}

export function toAdvertisementExamCentre(row: AdvertisementExamCentreRow): TExamCentre {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameNe: row.nameNe,
    districtEn: row.districtEn,
    districtNe: row.districtNe,
  };
}

export function toAdvertisementEvent(row: AdvertisementEventRow): TAdvertisementEvent {
  return {
    id: row.id,
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            username: row.actorUsername!,
            name: `${row.actorFirstName} ${row.actorLastName}`,
          },
    remarks: row.remarks,
    at: row.at.toISOString(),
  };
}
