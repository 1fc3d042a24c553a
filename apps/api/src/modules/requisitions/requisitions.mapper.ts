import {
  adToBs,
  type TRequisitionDetail,
  type TRequisitionEvent,
  type TRequisitionSummary,
} from '@niyukti/shared';
import type { RequisitionEventRow, RequisitionViewRow } from './requisitions.repository';

export function toRequisitionSummary(row: RequisitionViewRow): TRequisitionSummary {
  const r = row.requisition;
  return {
    id: r.id,
    number: r.number,
    fiscalYear: r.fiscalYear,
    status: r.status,
    organization: { id: r.organizationId, nameEn: row.organizationEn, nameNe: row.organizationNe },
    demandOffice: { id: r.demandOfficeId, nameEn: row.demandOfficeEn, nameNe: row.demandOfficeNe },
    postId: r.postId,
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
    totalVacancy: r.totalVacancy,
    gazetted: row.gazetted,
    requestedAt: r.requestedAt.toISOString(),
  };
}

export function toRequisitionEvent(row: RequisitionEventRow): TRequisitionEvent {
  return {
    id: row.event.id,
    action: row.event.action,
    actor: {
      id: row.event.actorUserId,
      username: row.username,
      name: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
    },
    remarks: row.event.remarks,
    at: row.event.at.toISOString(),
  };
}

export function toRequisitionDetail(
  row: RequisitionViewRow,
  document: { contentType: string; byteSize: number },
  events: RequisitionEventRow[],
): TRequisitionDetail {
  const r = row.requisition;
  return {
    ...toRequisitionSummary(row),
    requisitionRemarks: r.requisitionRemarks,
    workSummary: r.workSummary,
    remarks: r.remarks,
    document: { contentType: document.contentType, byteSize: document.byteSize },
    approvalRemarks: r.approvalRemarks,
    rejectionRemarks: r.rejectionRemarks,
    consentLetter:
      r.consentLetterNumber && r.consentLetterDate
        ? {
            number: r.consentLetterNumber,
            dateAd: r.consentLetterDate,
            dateBs: adToBs(r.consentLetterDate),
          }
        : null,
    events: events.map(toRequisitionEvent),
  };
}
