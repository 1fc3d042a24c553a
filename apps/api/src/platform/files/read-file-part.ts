import type { FastifyRequest } from 'fastify';
import { MESSAGES, type MessageKey } from '@niyukti/shared';
import { AppError } from '../errors/app-error';
import type { MultipartForm } from './multipart-form';

/** A file refused before it is looked at: missing, not multipart, over the part limit. */
export function fileProblem(field: string, key: MessageKey): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    { issues: [{ path: field, message: key }] },
    MESSAGES[key],
  );
}

/**
 * The bytes of the one file part of a multipart request whose `form` declares a single file
 * (@fastify/multipart must be registered on the route's plugin, with the size limit). A part
 * over the limit is `tooLarge`; a body that is not multipart, or has no such part, is
 * 'validation.required'.
 */
export async function readFilePart(
  request: FastifyRequest,
  form: MultipartForm,
  tooLarge: MessageKey = 'validation.fileTooLarge',
): Promise<{ bytes: Buffer; fileName: string }> {
  const field = form.files[0]!.name;
  if (!request.isMultipart()) throw fileProblem(field, 'validation.required');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw fileProblem(field, 'validation.required');
    const bytes = await part.toBuffer();
    return { bytes, fileName: part.filename };
  } catch (error) {
    throw multipartProblem(request, error, field, tooLarge);
  }
}

/**
 * What a failure while reading multipart parts tells the client. Nothing is stored while parts
 * are read, so every failure there is the body's: a part over the limit (413 from
 * @fastify/multipart) is `tooLarge`; anything else — no boundary, a body that is not multipart
 * at all, one cut off in the middle of a part (busboy's errors carry no status) — is a body that
 * did not arrive whole.
 */
export function multipartProblem(
  request: FastifyRequest,
  error: unknown,
  field: string,
  tooLarge: MessageKey,
): AppError {
  if (error instanceof AppError) return error;
  if ((error as { statusCode?: number }).statusCode === 413) return fileProblem(field, tooLarge);
  request.log.info({ err: error }, 'malformed multipart body');
  return fileProblem(field, 'validation.malformedBody');
}
