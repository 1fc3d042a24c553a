import {
  applicationStatusMessage,
  paymentWindowOf,
  type HoldReason,
  type TApplication,
} from '@niyukti/shared';
import type { ApplicationRow } from './applications.repository';

/** The admit card opens on its date, for an approved, paid application with a roll number. */
export function isAdmitCardAvailable(row: ApplicationRow, todayIso: string): boolean {
  return (
    row.rollNumber !== null &&
    row.scrutinyStatus === 'approved' &&
    row.paymentStatus === 'paid' &&
    row.admitCardDate <= todayIso
  );
}

export function toApplication(row: ApplicationRow, todayIso: string): TApplication {
  const window = paymentWindowOf(row, todayIso);
  return {
    id: row.id,
    advertisementId: row.advertisementId,
    advertisementCode: row.advertisementCode,
    advertisementNumber: row.advertisementNumber,
    postEn: row.postEn,
    postNe: row.postNe,
    examCentreEn: row.examCentreEn,
    examCentreNe: row.examCentreNe,
    facultyEn: row.facultyEn,
    facultyNe: row.facultyNe,
    subjectEn: row.subjectEn,
    subjectNe: row.subjectNe,
    feePaisa: row.feePaisa,
    doubleFee: row.doubleFee,
    scrutinyStatus: row.scrutinyStatus,
    scrutinyRemarks: row.scrutinyRemarks,
    holdReason: row.holdReason as HoldReason | null,
    holdUntil: row.holdUntil,
    paymentStatus: row.paymentStatus,
    paymentReference: row.paymentReference,
    rollNumber: row.rollNumber,
    appliedAt: row.appliedAt.toISOString(),
    admitCardAvailable: isAdmitCardAvailable(row, todayIso),
    paymentWindow: window.state,
    lastPaymentDate: window.payBy,
    convertBy: window.convertBy,
    statusMessage: applicationStatusMessage({ ...row, paymentWindow: window.state }),
  };
}

export const candidateNameOf = (row: ApplicationRow) =>
  [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
