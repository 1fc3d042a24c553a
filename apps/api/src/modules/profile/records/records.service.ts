import {
  masterEntity,
  MESSAGES,
  payloadNames,
  recordInputOf,
  toValidationIssues,
  type ProfileRecordDefinition,
  type RecordFileSlot,
  type TProfileRecord,
  type TValidationIssue,
} from '@niyukti/shared';
import type { Database, Executor } from '../../../db/client';
import { violatedUniqueConstraint } from '../../../db/unique-violation';
import { AppError } from '../../../platform/errors/app-error';
import type { FileStorage } from '../../../platform/files/file-storage';
import {
  inspectUpload,
  MAX_UPLOAD_BYTES,
  type InspectedUpload,
} from '../../../platform/files/inspect-upload';
import { filePart, type MultipartForm } from '../../../platform/files/multipart-form';
import type { MultipartRecord } from '../../../platform/files/read-multipart-record';
import { withStoredUploads } from '../../../platform/files/stored-files';
import { markProfileChanged, releaseFile } from '../snapshots.repository';
import { findMasterRecord } from '../../master-data/index';
import { assertPartEditable, beginProfileEdit } from '../profile-lock';
import { fileColumnOf, RECORD_TABLES } from './record-tables.repository';
import * as repo from './records.repository';
import { knownIssue, validationFailed } from '../../../platform/errors/validation-failed';

/** Scanned certificates stay readable when printed; larger pictures are scaled down to this. */
const CERTIFICATE_BOX = { maxWidth: 2000, maxHeight: 2000 };

/**
 * The multipart body of a section's save: its fields as JSON in `data` and one part per file
 * slot. A new record must bring the required files; an edit sends only those it replaces.
 */
export function recordUploadOf(
  definition: ProfileRecordDefinition,
  save: 'add' | 'change',
): MultipartForm {
  return {
    data: { schema: recordInputOf(definition), required: true },
    files: definition.files.map((slot) =>
      filePart(
        slot.name,
        slot.label.en,
        { allowed: slot.allowed, maxBytes: MAX_UPLOAD_BYTES },
        save === 'add' && slot.required,
      ),
    ),
  };
}

/** The record's fields, checked by the section's schema. */
function parseFields(definition: ProfileRecordDefinition, data: unknown) {
  const parsed = recordInputOf(definition).safeParse(data);
  return parsed.success
    ? { fields: parsed.data, issues: [] }
    : { fields: undefined, issues: toValidationIssues(parsed.error).map(knownIssue) };
}

/** Each file sent, checked by its bytes against its slot; a new record must bring the required. */
async function inspectFiles(
  slots: readonly RecordFileSlot[],
  files: Map<string, Buffer>,
  isNew: boolean,
) {
  const inspected = new Map<string, InspectedUpload>();
  const issues: TValidationIssue[] = [];
  for (const slot of slots) {
    const bytes = files.get(slot.name);
    if (!bytes) {
      if (isNew && slot.required) issues.push({ path: slot.name, message: 'validation.required' });
      continue;
    }
    try {
      const rule = { ...slot, ...CERTIFICATE_BOX, maxBytes: MAX_UPLOAD_BYTES };
      inspected.set(slot.name, await inspectUpload(bytes, rule, slot.name));
    } catch (error) {
      const refused = (error as AppError).data as { issues?: TValidationIssue[] } | undefined;
      if (!(error instanceof AppError) || !refused?.issues) throw error;
      issues.push(...refused.issues);
    }
  }
  return { inspected, issues };
}

/**
 * Each reference names an active master-data record and, where the list nests (a service's
 * groups), one under the parent the record names too.
 */
async function referenceIssues(
  executor: Executor,
  definition: ProfileRecordDefinition,
  fields: Record<string, unknown>,
) {
  const issues: TValidationIssue[] = [];
  for (const field of definition.fields) {
    const id = fields[field.name];
    if (field.kind !== 'reference' || typeof id !== 'number') continue;
    const entity = masterEntity(field.reference!);
    const row = entity ? await findMasterRecord(executor, entity, id) : undefined;
    const parentId = field.parentField ? fields[field.parentField] : undefined;
    const misplaced =
      row && entity?.parentField && parentId != null && row[entity.parentField] !== parentId;
    if (!row?.active || misplaced)
      issues.push({ path: field.name, message: 'validation.unknownReference' });
  }
  return issues;
}

export function createProfileRecordsService(deps: { db: Database; files: FileStorage }) {
  async function toViews(
    executor: Executor,
    definition: ProfileRecordDefinition,
    rows: repo.RecordRow[],
  ): Promise<TProfileRecord[]> {
    const fileIds = rows.flatMap((row) =>
      definition.files.map((slot) => row[fileColumnOf(slot.name)] as number | null),
    );
    const facts = await repo.fileFacts(
      executor,
      fileIds.filter((id): id is number => typeof id === 'number'),
    );
    return rows.map((row) => {
      const view: TProfileRecord = { id: row.id, files: {} };
      for (const field of definition.fields)
        for (const name of payloadNames(field)) view[name] = row[name] ?? null;
      for (const slot of definition.files) {
        const fileId = row[fileColumnOf(slot.name)] as number | null;
        const fact = fileId === null ? undefined : facts.get(fileId);
        view.files[slot.name] = fact ? { fileId: fileId!, ...fact } : null;
      }
      return view;
    });
  }

  async function listRecords(definition: ProfileRecordDefinition, candidateUserId: number) {
    const table = RECORD_TABLES[definition.key];
    return toViews(deps.db, definition, await repo.listRecords(deps.db, table, candidateUserId));
  }

  /** The fields and checked files of a save, or every problem with them at once. */
  async function checkedSave(
    definition: ProfileRecordDefinition,
    body: MultipartRecord,
    isNew: boolean,
  ) {
    const { fields, issues } = parseFields(definition, body.data);
    const files = await inspectFiles(definition.files, body.files, isNew);
    const problems = [...issues, ...files.issues];
    if (problems.length > 0 || !fields) throw validationFailed(problems);
    return { fields, inspected: files.inspected };
  }

  /**
   * Adds (`id` undefined) or changes one of the candidate's records with its files, in one
   * transaction; files a change replaces are deleted once it is committed.
   */
  async function saveRecord(
    definition: ProfileRecordDefinition,
    subject: { candidateUserId: number; actorUserId: number },
    body: MultipartRecord,
    id?: number,
  ): Promise<TProfileRecord> {
    const { candidateUserId, actorUserId } = subject;
    const { fields, inspected } = await checkedSave(definition, body, id === undefined);
    const table = RECORD_TABLES[definition.key];
    const slots = [...inspected.keys()];
    const uploads = slots.map((slot) => ({
      ...inspected.get(slot)!,
      ownerUserId: candidateUserId,
      uploadedBy: actorUserId,
    }));
    const { view, replacedKeys } = await withStoredUploads(deps, uploads, async (tx, stored) => {
      await beginProfileEdit(tx, candidateUserId, definition.key);
      const problems = await referenceIssues(tx, definition, fields);
      if (problems.length > 0) throw validationFailed(problems);
      const values: Record<string, unknown> = { ...fields };
      slots.forEach((slot, index) => (values[fileColumnOf(slot)] = stored[index]!.id));
      const previous =
        id === undefined
          ? undefined
          : await repo.findOwnRecordForUpdate(tx, table, candidateUserId, id);
      if (id !== undefined && !previous) throw new AppError('NOT_FOUND');
      const row = await writeRow(tx, definition, table, values, candidateUserId, id);
      const replaced = previous ? slots.map((slot) => previous[fileColumnOf(slot)]) : [];
      const keys = await forgetFiles(tx, replaced);
      return { view: (await toViews(tx, definition, [row]))[0]!, replacedKeys: keys };
    });
    await Promise.all(replacedKeys.map((key) => deps.files.remove(key)));
    return view;
  }

  async function writeRow(
    tx: Executor,
    definition: ProfileRecordDefinition,
    table: (typeof RECORD_TABLES)[keyof typeof RECORD_TABLES],
    values: Record<string, unknown>,
    candidateUserId: number,
    id?: number,
  ) {
    try {
      return id === undefined
        ? await repo.insertRecord(tx, table, { ...values, candidateUserId })
        : await repo.updateRecord(tx, table, id, values);
    } catch (error) {
      if (violatedUniqueConstraint(error) === null) throw error;
      // The one unique rule of the sections: a group/class is kept once per candidate.
      const field = definition.fields[0]!.name;
      throw new AppError(
        'CONFLICT',
        { issues: [{ path: field, message: 'profile.recordDuplicate' }] },
        MESSAGES['profile.recordDuplicate'],
      );
    }
  }

  /** Deletes file rows inside the transaction and gives the storage keys to remove after it. */
  async function forgetFiles(tx: Executor, fileIds: readonly unknown[]) {
    const keys: string[] = [];
    for (const fileId of fileIds)
      if (typeof fileId === 'number') {
        const row = await releaseFile(tx, fileId);
        if (row) keys.push(row.storageKey);
      }
    return keys;
  }

  /** Removes one of the candidate's records and, with it, its files. */
  async function deleteRecord(
    definition: ProfileRecordDefinition,
    candidateUserId: number,
    id: number,
  ) {
    const table = RECORD_TABLES[definition.key];
    const keys = await deps.db.transaction(async (tx) => {
      // The change marked first: it locks the candidate's row (see beginProfileEdit).
      await markProfileChanged(tx, candidateUserId);
      await assertPartEditable(tx, candidateUserId, definition.key);
      const row = await repo.findOwnRecordForUpdate(tx, table, candidateUserId, id);
      if (!row) throw new AppError('NOT_FOUND');
      await repo.deleteRecord(tx, table, id);
      return forgetFiles(
        tx,
        definition.files.map((slot) => row[fileColumnOf(slot.name)]),
      );
    });
    await Promise.all(keys.map((key) => deps.files.remove(key)));
  }

  return { listRecords, saveRecord, deleteRecord };
}
