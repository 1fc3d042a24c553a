import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Commission blue: a calm, official navy. Shade 7 (#1b4f8a) is the primary; it keeps white text
 * above WCAG AA contrast on buttons and headers.
 */
const commission: MantineColorsTuple = [
  '#eaf1fa',
  '#d4e1f2',
  '#a8c2e4',
  '#7aa2d6',
  '#5487ca',
  '#3b76c3',
  '#2c6cbf',
  '#1b4f8a',
  '#174579',
  '#103a68',
];

// One bundled font for both scripts: Noto Sans Devanagari carries Latin too, so Nepali and
// English text share metrics and no device shows boxes for missing glyphs.
const FONT = "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', sans-serif";

export const theme = createTheme({
  colors: { commission },
  primaryColor: 'commission',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: FONT,
  headings: { fontFamily: FONT, fontWeight: '600' },
  defaultRadius: 'sm',
  // Devanagari has tall matras and deep conjuncts; the default 1.55 clips them in inputs.
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.65', lg: '1.65', xl: '1.65' },
  cursorType: 'pointer',
});
