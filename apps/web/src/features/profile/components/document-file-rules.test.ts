import { describe, expect, it } from 'vitest';
import { CANDIDATE_DOCUMENT_RULES } from '@niyukti/shared';
import {
  checkDocumentType,
  detectImageType,
  DocumentFileRefusal,
  MAX_DOCUMENT_BYTES,
  planDownscale,
  shrink,
} from './document-file-rules';

const photoBox = CANDIDATE_DOCUMENT_RULES.photograph; // 600 × 800
const citizenshipBox = CANDIDATE_DOCUMENT_RULES.citizenship_front; // 1600 × 1600

describe('detectImageType', () => {
  it('knows Jpg and Png by their leading bytes', () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'png',
    );
  });

  it('refuses a PDF, a GIF and a truncated Png signature', () => {
    expect(detectImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('refuses a PDF named photo.jpg, whatever the name and type say', async () => {
    const renamed = new File(['%PDF-1.7 fake'], 'photo.jpg', { type: 'image/jpeg' });
    await expect(checkDocumentType(renamed)).rejects.toEqual(
      new DocumentFileRefusal('validation.fileJpgPng'),
    );
  });
});

describe('planDownscale', () => {
  it('leaves a picture that fits both the box and the limit alone', () => {
    expect(planDownscale({ width: 600, height: 800, byteSize: MAX_DOCUMENT_BYTES }, photoBox)).toBe(
      null,
    );
  });

  it('fits a phone photo into the kind’s box, keeping its proportions', () => {
    expect(planDownscale({ width: 3000, height: 4000, byteSize: 3_200_000 }, photoBox)).toEqual({
      width: 600,
      height: 800,
    });
    // Landscape into a portrait box: the width decides.
    expect(planDownscale({ width: 4000, height: 3000, byteSize: 3_200_000 }, photoBox)).toEqual({
      width: 600,
      height: 450,
    });
  });

  it('redraws a picture over the box even when it is light enough', () => {
    expect(planDownscale({ width: 1200, height: 800, byteSize: 90_000 }, photoBox)).toEqual({
      width: 600,
      height: 400,
    });
  });

  it('keeps the size of a heavy picture that is within the box (only the quality drops)', () => {
    expect(
      planDownscale(
        { width: 1500, height: 1000, byteSize: MAX_DOCUMENT_BYTES + 1 },
        citizenshipBox,
      ),
    ).toEqual({ width: 1500, height: 1000 });
  });

  it('never scales up and never reaches zero pixels', () => {
    expect(planDownscale({ width: 20, height: 9000, byteSize: 600_000 }, photoBox)).toEqual({
      width: 2,
      height: 800,
    });
    expect(planDownscale({ width: 1, height: 90_000, byteSize: 600_000 }, photoBox)).toEqual({
      width: 1,
      height: 800,
    });
  });

  it('shrinks step by step when no quality fits', () => {
    expect(shrink({ width: 1500, height: 1000 })).toEqual({ width: 1200, height: 800 });
  });
});
