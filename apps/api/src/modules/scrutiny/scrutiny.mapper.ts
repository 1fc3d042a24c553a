import type { ApplicationRow } from '../applications/index';
import type { VoucherOfApplication } from '../payments/index';
import { candidateNameOf, toApplication } from '../applications/index';
import type { ListExtras } from './candidate-details.repository';

/**
 * An application as the scrutiny list and preview show it: with the candidate, the class, the
 * candidate's applications and the voucher.
 */
export function toScrutinyRow(
  row: ApplicationRow,
  today: string,
  extras: ListExtras,
  voucher?: VoucherOfApplication,
) {
  return {
    ...toApplication(row, today),
    masterId: row.masterId,
    candidateName: candidateNameOf(row),
    ...extras,
    voucher: voucher
      ? {
          voucherNumber: voucher.voucherNumber,
          bankEn: voucher.bankEn,
          bankNe: voucher.bankNe,
          status: voucher.status,
          uploadedAt: voucher.uploadedAt.toISOString(),
          fileId: voucher.fileId,
        }
      : null,
  };
}
