import { describe, expect, it } from 'vitest';
import {
  checkPictureType,
  detectImageType,
  fitInside,
  MAX_PICTURE_BYTES,
  PictureRefusal,
  planDownscale,
  shrink,
} from './picture-rules';

const box = { maxWidth: 2000, maxHeight: 2000 };

describe('picture rules', () => {
  it('knows Jpg and Png by their leading bytes, not by the name', async () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'png',
    );
    expect(detectImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    const renamed = new File(['%PDF-1.7 fake'], 'voucher.jpg', { type: 'image/jpeg' });
    await expect(checkPictureType(renamed)).rejects.toEqual(
      new PictureRefusal('validation.fileJpgPng'),
    );
  });

  it('plans a redraw only for a picture too heavy or too large, keeping its proportions', () => {
    expect(
      planDownscale({ width: 1200, height: 900, byteSize: MAX_PICTURE_BYTES }, box),
    ).toBeNull();
    expect(planDownscale({ width: 4000, height: 3000, byteSize: 3_200_000 }, box)).toEqual({
      width: 2000,
      height: 1500,
    });
    expect(planDownscale({ width: 1200, height: 900, byteSize: 900_000 }, box)).toEqual({
      width: 1200,
      height: 900,
    });
    // Another limit, e.g. a smaller one, is honoured.
    expect(planDownscale({ width: 100, height: 100, byteSize: 2000 }, box, 1000)).toEqual({
      width: 100,
      height: 100,
    });
  });

  it('never enlarges, never reaches zero pixels, and shrinks step by step', () => {
    expect(fitInside({ width: 300, height: 200 }, box)).toEqual({ width: 300, height: 200 });
    expect(fitInside({ width: 1, height: 90_000 }, box)).toEqual({ width: 1, height: 2000 });
    expect(shrink({ width: 1500, height: 1000 })).toEqual({ width: 1200, height: 800 });
  });
});
