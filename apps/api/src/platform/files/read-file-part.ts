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
    if (error instanceof AppError) throw error;
    // @fastify/multipart's own errors carry a 4xx status: 413 for a part over the limit.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw fileProblem(field, tooLarge);
    if (status !== undefined && status >= 400 && status < 500)
      throw fileProblem(field, 'validation.invalid');
    throw error;
  }
}
