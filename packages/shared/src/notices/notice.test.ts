import { describe, expect, it } from 'vitest';
import { adToBs } from '../dates/bs-date';
import { toDevanagariDigits } from '../digits/devanagari';
import { toValidationIssues } from '../api/envelope';
import { noticeStatusOn, ZNoticeInput } from './notice';

const valid = {
  title: 'Written exam schedule',
  description: 'The written exams begin next month.',
  startDateAd: '2025-07-17',
  startDateBs: adToBs('2025-07-17'),
  endDateAd: '2025-07-31',
  endDateBs: adToBs('2025-07-31'),
};

const issuesOf = (input: unknown) => {
  const parsed = ZNoticeInput.safeParse(input);
  return parsed.success ? [] : toValidationIssues(parsed.error);
};

describe('ZNoticeInput (back-office.md §5 "Notice")', () => {
  it('accepts a notice, a one-day notice and B.S. typed with Devanagari digits', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(
      issuesOf({ ...valid, endDateAd: valid.startDateAd, endDateBs: valid.startDateBs }),
    ).toEqual([]);
    const parsed = ZNoticeInput.parse({
      ...valid,
      startDateBs: toDevanagariDigits(valid.startDateBs),
    });
    expect(parsed.startDateBs).toBe(valid.startDateBs);
  });

  it('requires the dates, the title and the description', () => {
    const issues = issuesOf({
      ...valid,
      title: '',
      description: '',
      startDateAd: '',
      startDateBs: '',
    });
    expect(issues).toEqual([
      { path: 'title', message: 'validation.required' },
      { path: 'description', message: 'validation.required' },
      { path: 'startDateAd', message: 'validation.required' },
      { path: 'startDateBs', message: 'validation.required' },
    ]);
  });

  it('refuses an end before the start and calendars that name different days', () => {
    expect(
      issuesOf({ ...valid, endDateAd: '2025-07-16', endDateBs: adToBs('2025-07-16') }),
    ).toEqual([{ path: 'endDateAd', message: 'validation.endBeforeStart' }]);
    expect(issuesOf({ ...valid, endDateBs: adToBs('2025-08-01') })).toEqual([
      { path: 'endDateBs', message: 'validation.bsAdMismatch' },
    ]);
  });

  it('limits the title to 200 and the description to 5000 characters', () => {
    expect(issuesOf({ ...valid, title: 'T'.repeat(200), description: 'd'.repeat(5000) })).toEqual(
      [],
    );
    expect(issuesOf({ ...valid, title: 'T'.repeat(201), description: 'd'.repeat(5001) })).toEqual([
      { path: 'title', message: 'validation.maxLength200' },
      { path: 'description', message: 'notices.descriptionTooLong' },
    ]);
  });
});

describe('noticeStatusOn', () => {
  it('is upcoming before the start, current through the end day, ended after', () => {
    const notice = { startDateAd: '2025-07-17', endDateAd: '2025-07-31' };
    expect(noticeStatusOn(notice, '2025-07-16')).toBe('upcoming');
    expect(noticeStatusOn(notice, '2025-07-17')).toBe('current');
    expect(noticeStatusOn(notice, '2025-07-31')).toBe('current');
    expect(noticeStatusOn(notice, '2025-08-01')).toBe('ended');
  });
});
