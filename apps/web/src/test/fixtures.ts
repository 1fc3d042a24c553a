import type { TApplication } from '@niyukti/shared';

/** An application as the API returns it; tests override what they are about. */
export function anApplication(overrides: Partial<TApplication> = {}): TApplication {
  return {
    id: 31,
    advertisementId: 7,
    advertisementCode: 'ADV-2082-007',
    advertisementNumber: '16613/082-83',
    postEn: 'Section Officer',
    postNe: 'शाखा अधिकृत',
    examCentreEn: 'Padma Kanya Campus',
    examCentreNe: 'पद्मकन्या क्याम्पस',
    facultyEn: null,
    facultyNe: null,
    subjectEn: null,
    subjectNe: null,
    feePaisa: 150000,
    scrutinyStatus: 'pending',
    scrutinyRemarks: null,
    paymentStatus: 'unpaid',
    paymentReference: null,
    rollNumber: null,
    appliedAt: '2026-11-20T10:15:00.000Z',
    admitCardAvailable: false,
    doubleFee: false,
    paymentWindow: 'payable',
    lastPaymentDate: '2026-12-10',
    convertBy: null,
    statusMessage: 'inProgress',
    ...overrides,
  };
}
