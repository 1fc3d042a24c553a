import { randomInt } from 'node:crypto';

/** A made-up candidate whose unique fields cannot clash with an earlier run's. */
export interface Candidate {
  firstName: string;
  middleName: string;
  lastName: string;
  username: string;
  email: string;
  mobile: string;
  /** Digits only: the form inserts the hyphens of XXX-XXX-XXXX itself. */
  nationalIdDigits: string;
  citizenshipNumber: string;
  /** Typed into the B.S. inputs; the A.D. inputs must fill themselves with these. */
  dobBs: string;
  dobAd: string;
  citizenshipIssueBs: string;
  citizenshipIssueAd: string;
  /** Typed into the district search (the Latin name finds it in Nepali mode too). */
  districtSearch: string;
  districtNe: string;
  /** Chosen when the temporary password is replaced. */
  newPassword: string;
}

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

function letters(count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

export function makeCandidate(): Candidate {
  const tag = `${Date.now().toString(36)}${letters(3)}`;
  return {
    firstName: 'Sagar',
    middleName: 'Bahadur',
    lastName: 'Adhikari',
    username: `sagar_${tag}`,
    email: `sagar.${tag}@example.com`,
    mobile: `98${digits(8)}`,
    nationalIdDigits: digits(10),
    citizenshipNumber: `27-01-75-${digits(5)}`,
    // Anchors checked against the shared converter: 2055-04-15 B.S. = 1998-07-31 A.D.
    dobBs: '2055-04-15',
    dobAd: '1998-07-31',
    citizenshipIssueBs: '2073-05-10',
    citizenshipIssueAd: '2016-08-26',
    districtSearch: 'Kaski',
    districtNe: 'कास्की',
    newPassword: `Niyukti${digits(4)}`,
  };
}
