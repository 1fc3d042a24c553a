import { z } from 'zod';
import type { UploadKind } from '@niyukti/shared';

/** One file part of a multipart body. */
export interface FilePart {
  /** The part's name. */
  readonly name: string;
  /** What it holds, for people: "the scanned voucher". */
  readonly description: string;
  /** The media types it may be, as recognised by its bytes (the part's own header is ignored). */
  readonly contentTypes: readonly string[];
  readonly maxBytes: number;
  readonly required: boolean;
}

/**
 * The shape of a multipart body, declared once beside its route: the reader takes exactly these
 * parts and the OpenAPI document describes exactly these parts, so the two cannot disagree.
 */
export interface MultipartForm {
  /** A `data` part holding the fields as JSON, checked by this schema. */
  readonly data?: { readonly schema: z.ZodType; readonly required: boolean };
  readonly files: readonly FilePart[];
}

const MEDIA_TYPE_OF_KIND: Record<UploadKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const mediaTypesOf = (kinds: readonly UploadKind[]) =>
  kinds.map((kind) => MEDIA_TYPE_OF_KIND[kind]);

const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

function filePartSchema(part: FilePart) {
  return {
    type: 'string',
    format: 'binary',
    maxLength: part.maxBytes,
    description:
      `${part.description}: ${part.contentTypes.join(' or ')} (recognised by its bytes), ` +
      `at most ${sizeInWords(part.maxBytes)}${part.required ? '' : '; optional'}`,
  };
}

/** The OpenAPI 3.0 request body of a multipart form, with each part's media type. */
export function multipartRequestBody(form: MultipartForm) {
  const properties: Record<string, unknown> = {};
  const encoding: Record<string, { contentType: string }> = {};
  const required: string[] = [];
  if (form.data) {
    properties.data = {
      ...z.toJSONSchema(form.data.schema, {
        target: 'openapi-3.0',
        io: 'input',
        unrepresentable: 'any',
      }),
      description: 'The fields, as one JSON part',
    };
    encoding.data = { contentType: 'application/json' };
    if (form.data.required) required.push('data');
  }
  for (const part of form.files) {
    properties[part.name] = filePartSchema(part);
    encoding[part.name] = { contentType: part.contentTypes.join(', ') };
    if (part.required) required.push(part.name);
  }
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          ...(required.length ? { required } : {}),
          properties,
          additionalProperties: false,
        },
        encoding,
      },
    },
  };
}

/** A file part checked by an upload rule (its kinds and size). */
export function filePart(
  name: string,
  description: string,
  rule: { readonly allowed: readonly UploadKind[]; readonly maxBytes: number },
  required: boolean,
): FilePart {
  return {
    name,
    description,
    contentTypes: mediaTypesOf(rule.allowed),
    maxBytes: rule.maxBytes,
    required,
  };
}
