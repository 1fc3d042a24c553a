import {
  ADDRESS_KINDS,
  MESSAGES,
  type AddressKind,
  type MessageKey,
  type TAddress,
  type TAddressView,
  type TContactDetails,
  type TContactDetailsView,
  type TRegisteredContact,
  type TValidationIssue,
} from '@niyukti/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './contact.repository';
import { beginProfileEdit } from './profile-lock';

const toView = (row: repo.AddressRow): TAddressView => ({
  provinceId: row.provinceId,
  districtId: row.districtId,
  localBodyId: row.localBodyId,
  wardNo: row.wardNo,
  marga: row.marga,
  tole: row.tole,
  gharNo: row.gharNo,
  phoneNo: row.phoneNo,
  mobileNo: row.mobileNo,
  email: row.email,
});

const toValues = (address: TAddress): repo.AddressValues => ({
  ...address,
  marga: address.marga ?? null,
  gharNo: address.gharNo ?? null,
  phoneNo: address.phoneNo ?? null,
});

const sameAddress = (a: TAddressView, b: TAddressView) =>
  (Object.keys(a) as (keyof TAddressView)[]).every((field) => a[field] === b[field]);

/**
 * What a schema cannot check: each chosen place exists, the district lies in the province, the
 * local body in the district, and the ward is one of the local body's. Issues are dotted paths
 * (`permanent.districtId`), so the form shows each under its field.
 */
async function placeIssues(
  executor: Executor,
  kind: AddressKind,
  address: TAddress,
): Promise<TValidationIssue[]> {
  const issues: TValidationIssue[] = [];
  const refuse = (field: keyof TAddress, message: MessageKey) =>
    issues.push({ path: `${kind}.${field}`, message });

  const provinceKnown = await repo.provinceExists(executor, address.provinceId);
  if (!provinceKnown) refuse('provinceId', 'validation.unknownReference');
  const district = await repo.findDistrictPlace(executor, address.districtId);
  if (!district) refuse('districtId', 'validation.unknownReference');
  else if (provinceKnown && district.provinceId !== address.provinceId)
    refuse('districtId', 'validation.districtNotInProvince');
  const localBody = await repo.findLocalBodyPlace(executor, address.localBodyId);
  if (!localBody) refuse('localBodyId', 'validation.unknownReference');
  else if (district && localBody.districtId !== address.districtId)
    refuse('localBodyId', 'validation.localBodyNotInDistrict');
  else if (address.wardNo > localBody.wardCount) refuse('wardNo', 'validation.wardNotInLocalBody');
  return issues;
}

async function readContact(
  executor: Executor,
  candidateUserId: number,
): Promise<TContactDetailsView | null> {
  const rows = await repo.listAddressesOf(executor, candidateUserId);
  const [permanent, mailing] = ADDRESS_KINDS.map((kind) => rows.find((row) => row.kind === kind));
  if (!permanent || !mailing) return null;
  const views = { permanent: toView(permanent), mailing: toView(mailing) };
  return { ...views, mailingSameAsPermanent: sameAddress(views.permanent, views.mailing) };
}

/** The Contact tab: a candidate's own permanent and mailing addresses. */
export function createContactService(deps: { db: Database }) {
  async function getContact(candidateUserId: number): Promise<TContactDetailsView | null> {
    return readContact(deps.db, candidateUserId);
  }

  async function getRegisteredContact(candidateUserId: number): Promise<TRegisteredContact> {
    const registered = await repo.findRegisteredContact(deps.db, candidateUserId);
    if (!registered) throw new AppError('NOT_FOUND');
    return registered;
  }

  /** Saves both addresses or neither; refused while the commission has locked the profile. */
  async function saveContact(
    candidateUserId: number,
    input: TContactDetails,
  ): Promise<TContactDetailsView> {
    const mailing = input.mailingSameAsPermanent ? input.permanent : input.mailing;
    return deps.db.transaction(async (tx) => {
      await beginProfileEdit(tx, candidateUserId, 'contact');
      const issues = [
        ...(await placeIssues(tx, 'permanent', input.permanent)),
        ...(input.mailingSameAsPermanent ? [] : await placeIssues(tx, 'mailing', mailing)),
      ];
      if (issues.length > 0)
        throw new AppError(
          'VALIDATION_FAILED',
          { issues },
          MESSAGES[issues[0]!.message as MessageKey],
        );
      await repo.putAddress(tx, candidateUserId, 'permanent', toValues(input.permanent));
      await repo.putAddress(tx, candidateUserId, 'mailing', toValues(mailing));
      return (await readContact(tx, candidateUserId))!;
    });
  }

  return { getContact, getRegisteredContact, saveContact };
}
