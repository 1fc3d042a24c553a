import { expect, it } from 'vitest';
import { containsPattern } from './like-pattern';

it('turns search text into a contains-pattern whose wildcards are literal', () => {
  expect(containsPattern('officer')).toBe('%officer%');
  expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});
