import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../i18n/messages';
import { keysAt } from '../testing/issues';
import {
  ERROR_CODES,
  envelopeOf,
  errorEnvelope,
  errorMessageKey,
  isErrorCode,
  okEnvelope,
  pageOf,
  parseSort,
  toValidationIssues,
  ZPageQuery,
} from './envelope';

describe('error codes', () => {
  it('each has its bilingual message', () => {
    for (const code of ERROR_CODES) {
      expect(MESSAGES[errorMessageKey(code)].en, code).not.toBe('');
    }
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('recognises codes', () => {
    expect(isErrorCode('ALREADY_APPLIED')).toBe(true);
    expect(isErrorCode('OK')).toBe(false);
  });
});

describe('envelopes', () => {
  it('wraps success and failure as the spec reads them', () => {
    expect(okEnvelope({ id: 1 })).toEqual({
      status: 1,
      message: null,
      data: { id: 1 },
      code: 'OK',
    });
    expect(errorEnvelope('NOT_FOUND')).toEqual({
      status: 0,
      message: MESSAGES['error.NOT_FOUND'],
      data: null,
      code: 'NOT_FOUND',
    });
  });

  it('gives response schemas for envelopes and pages', () => {
    const schema = envelopeOf(pageOf(z.object({ id: z.number() })));
    const page = { items: [{ id: 1 }], total: 1, page: 1, pageSize: 10 };
    expect(schema.safeParse(okEnvelope(page)).success).toBe(true);
    expect(schema.safeParse(okEnvelope({ ...page, items: [{ id: 'x' }] })).success).toBe(false);
  });

  it('lists validation issues with dotted paths and message keys', () => {
    const result = z.object({ a: z.array(z.string('validation.required')) }).safeParse({ a: [1] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toValidationIssues(result.error)).toEqual([
        { path: 'a.0', message: 'validation.required' },
      ]);
    }
  });
});

describe('ZPageQuery', () => {
  it('defaults to page 1 of 10', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(ZPageQuery.parse({ page: '', pageSize: '', search: '  ', sort: '' })).toEqual({
      page: 1,
      pageSize: 10,
    });
  });

  it('coerces query-string text', () => {
    expect(
      ZPageQuery.parse({
        page: '3',
        pageSize: '50',
        search: ' kharidar ',
        sort: 'publishDateAd:desc',
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      search: 'kharidar',
      sort: 'publishDateAd:desc',
    });
  });

  it('searches Devanagari digits as the Latin digits ids are stored in', () => {
    expect(ZPageQuery.parse({ search: ' १००००१ ' }).search).toBe('100001');
    expect(ZPageQuery.parse({ search: 'शाखा अधिकृत' }).search).toBe('शाखा अधिकृत');
  });

  it.each([
    ['page from 1', { page: '2' }, { page: '0' }, 'page', 'validation.page'],
    ['page whole', { page: 5 }, { page: '1.5' }, 'page', 'validation.page'],
    ['page numeric', { page: '1' }, { page: 'abc' }, 'page', 'validation.page'],
    [
      'offered page size',
      { pageSize: '2000' },
      { pageSize: '15' },
      'pageSize',
      'validation.pageSize',
    ],
    [
      'search at most 100',
      { search: 's'.repeat(100) },
      { search: 's'.repeat(101) },
      'search',
      'validation.maxLength100',
    ],
    ['sort field:asc|desc', { sort: 'post:asc' }, { sort: 'post:up' }, 'sort', 'validation.sort'],
    ['sort needs a field', { sort: 'a.b:desc' }, { sort: ':asc' }, 'sort', 'validation.sort'],
  ])('%s', (_rule, ok, bad, path, key) => {
    expect(ZPageQuery.safeParse(ok).success).toBe(true);
    expect(keysAt(ZPageQuery, bad, path)).toEqual([key]);
  });

  it('splits a sort', () => {
    expect(parseSort('feePaisa:desc')).toEqual({ field: 'feePaisa', direction: 'desc' });
    expect(parseSort(undefined)).toBeNull();
  });
});
