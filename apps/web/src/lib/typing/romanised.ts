// The romanised typing aid's conversion, a chunk of its own: fetched when a Nepali field is
// focused with the aid on (components/nepali-text-input.tsx), not with the page.
export { romanisedToNepali } from '@niyukti/shared';
