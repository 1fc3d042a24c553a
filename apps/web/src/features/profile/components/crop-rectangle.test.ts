import { describe, expect, it } from 'vitest';
import { CANDIDATE_DOCUMENT_RULES } from '@niyukti/shared';
import { clampCropRect, cropAspect, planCrop } from './crop-rectangle';

const photoBox = CANDIDATE_DOCUMENT_RULES.photograph; // 600 × 800
const signatureBox = CANDIDATE_DOCUMENT_RULES.signature; // 800 × 400
const phonePhoto = { width: 3000, height: 4000 };

describe('cropAspect', () => {
  it('gives the photograph the passport-like 3 : 4 of its box, whatever the picture', () => {
    expect(cropAspect('photograph', { width: 4000, height: 3000 })).toBe(0.75);
  });

  it('lets the other kinds keep the picture’s own proportions', () => {
    expect(cropAspect('signature', { width: 4000, height: 3000 })).toBeCloseTo(4 / 3);
    expect(cropAspect('citizenship_front', { width: 1000, height: 1500 })).toBeCloseTo(2 / 3);
  });
});

describe('clampCropRect', () => {
  it('rounds the cropper’s fractions to whole pixels', () => {
    expect(clampCropRect({ x: 10.4, y: 20.6, width: 299.7, height: 399.5 }, phonePhoto)).toEqual({
      x: 10,
      y: 21,
      width: 300,
      height: 399,
    });
  });

  it('drops the part of a frame that reaches past an edge', () => {
    expect(clampCropRect({ x: 2800, y: 3900, width: 300, height: 400 }, phonePhoto)).toEqual({
      x: 2800,
      y: 3900,
      width: 200,
      height: 100,
    });
    expect(clampCropRect({ x: -20, y: -0.4, width: 120, height: 50 }, phonePhoto)).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 50,
    });
  });

  it('always keeps at least one pixel inside the picture', () => {
    expect(clampCropRect({ x: 5000, y: 5000, width: 0.2, height: 0 }, phonePhoto)).toEqual({
      x: 2999,
      y: 3999,
      width: 1,
      height: 1,
    });
  });
});

describe('planCrop', () => {
  it('redraws a large crop of a phone photo at the box size, keeping the crop’s proportions', () => {
    expect(planCrop({ x: 600, y: 400, width: 1500, height: 2000 }, phonePhoto, photoBox)).toEqual({
      source: { x: 600, y: 400, width: 1500, height: 2000 },
      size: { width: 600, height: 800 },
    });
  });

  it('never enlarges a small crop', () => {
    expect(
      planCrop(
        { x: 100, y: 50, width: 300, height: 120 },
        { width: 640, height: 480 },
        signatureBox,
      ),
    ).toEqual({
      source: { x: 100, y: 50, width: 300, height: 120 },
      size: { width: 300, height: 120 },
    });
  });

  it('fits a wide signature strip into its box by the width', () => {
    expect(
      planCrop({ x: 0, y: 1200, width: 3000, height: 1000 }, phonePhoto, signatureBox)?.size,
    ).toEqual({ width: 800, height: 267 });
  });

  it('treats a frame over the whole picture (after rounding) as no crop', () => {
    expect(
      planCrop({ x: 0.3, y: 0, width: 2999.6, height: 4000.2 }, phonePhoto, photoBox),
    ).toBeNull();
  });
});
