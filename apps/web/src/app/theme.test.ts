import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { theme, themeLabels } from './theme';

/** WCAG 2.2's relative luminance of an sRGB colour written #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = (hex.match(/[0-9a-f]{2}/gi) ?? []).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const colors = { ...DEFAULT_THEME.colors, ...theme.colors };
const AA_TEXT = 4.5;

describe('theme contrast (WCAG 2.2 AA, 1.4.3)', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's own dimmed grey, the reason for the override.
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('dimmed text (gray 6) reads at 4.5:1 on white and on the light greys and blues', () => {
    const dimmed = colors.gray![6];
    for (const background of [
      '#ffffff',
      colors.gray![0],
      colors.gray![1],
      colors.gray![2],
      colors.commission![0],
      colors.blue![1],
    ])
      expect(contrast(dimmed, background), `${dimmed} on ${background}`).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
  });

  it("every colour's light variant (shade 9 on shade 1) reads at 4.5:1", () => {
    for (const [name, shades] of Object.entries(colors))
      expect(contrast(shades![9], shades![1]), name).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("every colour's filled shade (7) takes white text, and reads on white, at 4.5:1", () => {
    for (const [name, shades] of Object.entries(colors))
      expect(contrast(shades![7], '#ffffff'), name).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('the error colour (red 6) reads at 4.5:1 on white', () => {
    expect(contrast(colors.red![6], '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('the hover (shade 8) stays darker than the filled shade (7)', () => {
    for (const [name, shades] of Object.entries(colors))
      expect(luminance(shades![8]), name).toBeLessThan(luminance(shades![7]));
  });
});

describe('theme labels', () => {
  it('names the icon-only close and clear buttons Mantine draws', () => {
    const labels = themeLabels({ close: 'Close', clear: 'Clear' });
    expect(labels.components?.Modal?.defaultProps).toMatchObject({
      closeButtonProps: { 'aria-label': 'Close' },
    });
    expect(labels.components?.Drawer?.defaultProps).toMatchObject({
      closeButtonProps: { 'aria-label': 'Close' },
    });
    expect(labels.components?.Alert?.defaultProps).toMatchObject({ closeButtonLabel: 'Close' });
    expect(labels.components?.Notification?.defaultProps).toMatchObject({
      closeButtonProps: { 'aria-label': 'Close' },
    });
    for (const input of ['FileInput', 'Select', 'MultiSelect'])
      expect(labels.components?.[input]?.defaultProps, input).toMatchObject({
        clearButtonProps: { 'aria-label': 'Clear' },
      });
  });
});
