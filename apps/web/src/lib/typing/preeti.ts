// The Preeti conversion, a chunk of its own: fetched when a Nepali field is first focused
// (components/nepali-text-input.tsx), so a paste from an old document finds it there.
export { looksLikePreeti, preetiToUnicode } from '@niyukti/shared';
