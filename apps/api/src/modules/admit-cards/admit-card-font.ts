import { createRequire } from 'node:module';

// A complete Noto Sans Devanagari TTF (Devanagari and Latin in one font), so pdfkit's fontkit
// can shape conjuncts, reph and i-matra, and every run of text can use one font. The package
// is plain font files with no install scripts, so nothing runs or phones home at install.
const require = createRequire(import.meta.url);
const PACKAGE = '@expo-google-fonts/noto-sans-devanagari';

export const ADMIT_CARD_FONTS = {
  regular: require.resolve(`${PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`),
  bold: require.resolve(`${PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`),
} as const;
