import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: insert into …', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated backend (57P01)', coded('57P01', 'terminating connection')],
    ['a server starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', coded('08006')],
    ['too many connections (53300)', coded('53300')],
    ['a refused connection', coded('ECONNREFUSED')],
    ['a reset connection', coded('ECONNRESET')],
    ['the driver after a lost connection', new Error('Connection terminated unexpectedly')],
    [
      'a client that lost its connection',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['any of these inside Drizzle', wrapped(coded('57P01'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', wrapped(coded('23505'))],
    ['a syntax error (42601)', coded('42601')],
    ['NUL in text (22021)', coded('22021')],
    ['an ordinary bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
