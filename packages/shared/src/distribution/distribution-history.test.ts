import { describe, expect, it } from 'vitest';
import { pastSplitsOf, ZDistributionLogInput, type HistoryKeys } from './distribution-history';

const OPEN = 1;
const INTERNAL = 2;
const [WOMEN, JANAJATI, MADHESI] = [11, 12, 13];
const keys: HistoryKeys = {
  openQuotaId: OPEN,
  internalQuotaId: INTERNAL,
  categoryKey: (quotaId) => ([WOMEN, JANAJATI, MADHESI].includes(quotaId) ? `c${quotaId}` : null),
};
const quota = (quotaId: number, seats: number) => ({ quotaId, heading: null, seats });

describe('a logged distribution as the three phases’ splits', () => {
  it.each([
    {
      name: 'open, groups and seniority',
      seats: [quota(OPEN, 4), quota(WOMEN, 1), quota(JANAJATI, 1), quota(MADHESI, 1)],
      promotion: 3,
      expected: [
        { total: 10, seats: { seniority: 3, open: 7 } },
        { total: 7, seats: { openForAll: 4, inclusive: 3 } },
        { total: 3, seats: { c11: 1, c12: 1, c13: 1 } },
      ],
    },
    {
      name: 'internal competition advertised under its quota, no groups',
      seats: [quota(OPEN, 6), quota(INTERNAL, 2)],
      promotion: 2,
      expected: [
        { total: 10, seats: { internal: 2, seniority: 2, open: 6 } },
        { total: 6, seats: { openForAll: 6, inclusive: 0 } },
        { total: 0, seats: {} },
      ],
    },
    {
      name: 'a group the commission has since dropped counts in no phase but the total',
      seats: [quota(OPEN, 5), quota(99, 1)],
      promotion: 4,
      expected: [
        { total: 10, seats: { seniority: 4, open: 5 } },
        { total: 5, seats: { openForAll: 5, inclusive: 0 } },
        { total: 0, seats: {} },
      ],
    },
  ])('$name', ({ seats, promotion, expected }) => {
    const log = {
      total: 10,
      seats: [...seats, { quotaId: null, heading: 'seniority' as const, seats: promotion }],
    };
    expect(pastSplitsOf(log, keys)).toEqual(expected);
  });
});

describe('an entered distribution', () => {
  const valid = {
    postId: 3,
    demandOfficeId: 4,
    fiscalYear: '२०७९-८०',
    publishDateBs: '२०७९-०५-१०',
    chalaniNumber: ' 412 ',
    chalaniDateBs: '2079-05-02',
    totalVacancy: '३',
    rows: [
      { quotaId: OPEN, seats: '२' },
      { heading: 'seniority', seats: 1 },
    ],
  };
  const messagesOf = (input: unknown) => {
    const result = ZDistributionLogInput.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes Devanagari digits and B.S. dates, and adds its rows up to the total', () => {
    expect(ZDistributionLogInput.parse(valid)).toMatchObject({
      fiscalYear: '2079-80',
      publishDateBs: '2079-05-10',
      chalaniNumber: '412',
      totalVacancy: 3,
      rows: [
        { quotaId: OPEN, seats: 2 },
        { heading: 'seniority', seats: 1 },
      ],
    });
  });

  it.each([
    [{ totalVacancy: 4 }, [['rows', 'distribution.sumMustEqualTotal']]],
    [{ fiscalYear: '2079-81' }, [['fiscalYear', 'distribution.fiscalYearFormat']]],
    [{ fiscalYear: '2079' }, [['fiscalYear', 'distribution.fiscalYearFormat']]],
    [{ rows: [] }, [['rows', 'distribution.selectQuotaType']]],
    [{ chalaniNumber: '' }, [['chalaniNumber', 'validation.required']]],
  ])('refuses %j', (change, expected) => {
    expect(messagesOf({ ...valid, ...change })).toEqual(expected);
  });

  it('answers a body that is no object with issues, never by throwing', () => {
    for (const body of [null, undefined, 'x', 7, []])
      expect(ZDistributionLogInput.safeParse(body).success).toBe(false);
  });
});
