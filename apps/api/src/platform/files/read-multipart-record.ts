import type { FastifyRequest } from 'fastify';
import type { MultipartForm } from './multipart-form';
import { fileProblem, multipartProblem } from './read-file-part';
import { pathOfNul } from '../http/refuse-nul-characters';

export interface MultipartRecord {
  /** The `data` part parsed as JSON (checked by the caller's schema), or undefined. */
  data: unknown;
  /** The bytes of each file part, by part name. */
  files: Map<string, Buffer>;
}

/** The largest `data` part: a record's fields are a few hundred bytes. */
export const MAX_DATA_PART_BYTES = 64 * 1024;

/**
 * A record saved as multipart/form-data, the parts `form` declares: one `data` part holding the
 * fields as JSON, and at most one part for each file (@fastify/multipart must be registered on
 * the plugin with the per-file size limit). A part over the limit is 'validation.fileTooLarge'
 * on its slot; an unknown or repeated part, bad JSON or a body that is not multipart is refused
 * as invalid. Each file is checked by its bytes later, by the service that keeps it.
 */
export async function readMultipartRecord(
  request: FastifyRequest,
  form: MultipartForm,
): Promise<MultipartRecord> {
  const slots = form.files.map((part) => part.name);
  if (!request.isMultipart()) throw fileProblem('data', 'validation.required');
  const record: MultipartRecord = { data: undefined, files: new Map() };
  let current = 'data';
  try {
    for await (const part of request.parts({ limits: { fieldSize: MAX_DATA_PART_BYTES } })) {
      current = part.fieldname;
      if (part.type === 'field') {
        if (!form.data || part.fieldname !== 'data' || record.data !== undefined)
          throw fileProblem(part.fieldname, 'validation.invalid');
        record.data = parseJson(String(part.value));
      } else {
        if (!slots.includes(part.fieldname) || record.files.has(part.fieldname))
          throw fileProblem(part.fieldname, 'validation.invalid');
        record.files.set(part.fieldname, await part.toBuffer());
      }
    }
  } catch (error) {
    throw multipartProblem(request, error, current, 'validation.fileTooLarge');
  }
  if (record.data === undefined && form.data?.required)
    throw fileProblem('data', 'validation.required');
  return record;
}

function parseJson(text: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw fileProblem('data', 'validation.invalid');
  }
  const nul = pathOfNul(data);
  if (nul !== null) throw fileProblem(nul || 'data', 'validation.nulCharacter');
  return data;
}
