import {
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

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

/** Mantine's palette with some shades replaced: the rest of the tuple as Mantine has it. */
function withShades(name: string, shades: Record<number, string>): MantineColorsTuple {
  const tuple = [...DEFAULT_THEME.colors[name]!];
  for (const [shade, value] of Object.entries(shades)) tuple[Number(shade)] = value;
  return tuple as unknown as MantineColorsTuple;
}

/**
 * WCAG 2.2 AA contrast (1.4.3, 4.5:1 for text) where Mantine's palette falls short; each shade
 * below is Mantine's own darkened (its `darken`) just past 4.6:1, the same hue, and
 * theme.test.ts checks them all (decisions.md 118):
 * - gray 6 is `c="dimmed"`: #868e96 is 3.32:1 on white; #5f666d is 5.8:1, and above 4.5:1 on
 *   the light greys and blues it also sits on.
 * - shade 7 (primaryShade) is the filled variant under white text, and the text of the
 *   outline, subtle and white variants and of `c="green"`: red, blue, cyan, teal, green, lime,
 *   yellow and orange were 2.1–4.2:1 against white. Shade 8, the hover, stays darker than 7.
 * - shade 9 on shade 1 is the light variant (alerts, badges): red, teal, green, lime, yellow
 *   and orange were 2.7–4.5:1.
 * - red 6 is Mantine's error colour (messages under fields): #fa5252 was 3.3:1.
 */
const ACCESSIBLE_COLORS = {
  gray: withShades('gray', { 6: '#5f666d' }),
  red: withShades('red', { 6: '#cd4343', 7: '#d63737', 8: '#d02e2e', 9: '#c52929' }),
  blue: withShades('blue', { 7: '#1a76c9', 8: '#1970c0' }),
  cyan: withShades('cyan', { 7: '#0d8091', 8: '#0b798b' }),
  teal: withShades('teal', { 7: '#0a8560', 8: '#087e59', 9: '#087a57' }),
  green: withShades('green', { 7: '#298439', 8: '#257d36', 9: '#267b37' }),
  lime: withShades('lime', { 7: '#51810f', 8: '#4a7b0b', 9: '#4b790b' }),
  yellow: withShades('yellow', { 7: '#a26900', 8: '#a35f00', 9: '#a85700' }),
  orange: withShades('orange', { 7: '#c35106', 8: '#be490a', 9: '#bb3e0d' }),
};

// One bundled font for both scripts: Noto Sans Devanagari carries Latin too, so Nepali and
// English text share metrics and no device shows boxes for missing glyphs.
const FONT = "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', sans-serif";

export const theme = createTheme({
  colors: { commission, ...ACCESSIBLE_COLORS },
  primaryColor: 'commission',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: FONT,
  headings: { fontFamily: FONT, fontWeight: '600' },
  defaultRadius: 'sm',
  // Devanagari has tall matras and deep conjuncts; the default 1.55 clips them in inputs.
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.65', lg: '1.65', xl: '1.65' },
  cursorType: 'pointer',
  // Components are named here by their keys, not through `Select.extend(…)`: importing them
  // would put every one of them (and the select's combobox) into the bundle of every first visit.
  components: {
    // Links are told from the text around them by more than colour (WCAG 1.4.1): underlined.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * What the theme says in the person's language: the names of the buttons Mantine draws as an
 * icon alone and leaves unnamed (WCAG 4.1.2): the close button (×) of modals, drawers, alerts
 * and toasts, and the clear button (×) of file inputs and selects. providers.tsx merges it in
 * for the current language.
 */
export function themeLabels(labels: { close: string; clear: string }): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': labels.close };
  const clearButtonProps = { 'aria-label': labels.clear };
  return {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Alert: { defaultProps: { closeButtonLabel: labels.close } },
      Notification: { defaultProps: { closeButtonProps } },
      FileInput: { defaultProps: { clearButtonProps } },
      Select: { defaultProps: { clearButtonProps } },
      MultiSelect: { defaultProps: { clearButtonProps } },
    },
  };
}
