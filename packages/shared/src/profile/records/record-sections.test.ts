import { describe, expect, it } from 'vitest';
import { adToBs } from '../../dates/bs-date';
import { toValidationIssues } from '../../api/envelope';
import { profileRecordDefinition, recordInputOf, recordPayloadNames } from './record-sections';

const training = recordInputOf(profileRecordDefinition('training'));
const experience = recordInputOf(profileRecordDefinition('non-government-experience'));

const both = (name: string, ad: string) => ({ [`${name}Ad`]: ad, [`${name}Bs`]: adToBs(ad) });

const aTraining = {
  instituteName: 'Nepal Administrative Staff College',
  trainingName: 'Public procurement',
  percentage: '81',
  divisionOrGrade: 'Distinction',
  ...both('fromDate', '2019-01-06'),
  ...both('toDate', '2019-02-15'),
};

const issuesOf = (schema: typeof training, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : toValidationIssues(parsed.error);
};

describe('profile record schemas', () => {
  it('accepts a whole training, numbers typed in Devanagari digits too', () => {
    const parsed = training.parse({ ...aTraining, percentage: '८१.५' });
    expect(parsed.percentage).toBe(81.5);
    expect(parsed.fromDateBs).toBe(adToBs('2019-01-06'));
  });

  it.each([
    [{ percentage: '1' }, 'percentage', 'validation.percentageRange'],
    [{ percentage: '100' }, 'percentage', 'validation.percentageRange'],
    [{ percentage: '' }, 'percentage', 'validation.required'],
    [{ instituteName: 'Staff College 2' }, 'instituteName', 'validation.lettersOnly'],
    [{ instituteName: ' Staff College' }, 'instituteName', 'validation.noEdgeSpaces'],
    [{ toDateBs: adToBs('2019-02-16') }, 'toDateBs', 'validation.bsAdMismatch'],
    [both('toDate', '2018-12-31'), 'toDateAd', 'validation.endBeforeStart'],
    [both('fromDate', '2031-01-01'), 'fromDateAd', 'validation.dateInFuture'],
  ])('refuses %o at %s with %s', (change, path, message) => {
    expect(issuesOf(training, { ...aTraining, ...change })).toContainEqual({ path, message });
  });

  it('keeps an optional date left empty as null, and checks it once given', () => {
    const record = {
      institutionName: 'Nepal Rastra Bank',
      post: 'Assistant',
      experienceLevel: 'non_officer',
      employmentTerm: 'contract',
      matchesOfficerLevel: false,
      ...both('fromDate', '2012-01-01'),
      toDateAd: '',
      toDateBs: '',
    };
    expect(experience.parse(record)).toMatchObject({ toDateAd: null, toDateBs: null });
    expect(issuesOf(experience, { ...record, experienceLevel: 'boss' })).toEqual([
      { path: 'experienceLevel', message: 'validation.invalid' },
    ]);
  });

  it('names a date field by its two calendar halves', () => {
    expect(recordPayloadNames(profileRecordDefinition('training'))).toEqual([
      'instituteName',
      'trainingName',
      'percentage',
      'divisionOrGrade',
      'fromDateAd',
      'fromDateBs',
      'toDateAd',
      'toDateBs',
    ]);
  });
});
