import { describe, expect, it } from 'vitest';
import { databaseUnavailable, isDatabaseUnavailable, isUniqueViolation } from './database-errors';

const coded = (code: string) => Object.assign(new Error(code), { code });
/** How drizzle reports a failed statement: its own error, the driver's as the cause. */
const wrapped = (code: string) => new Error('Failed query: select 1', { cause: coded(code) });

describe('database fault mapping', () => {
  it.each([
    ['3D000', 5],
    ['57P01', 5],
    ['57P02', 5],
    ['57P03', 5],
    ['57P04', 5],
    ['57014', 5],
    ['25P03', 5],
    ['53000', 5],
    ['53100', 5],
    ['53200', 5],
    ['53300', 5],
    ['08000', 5],
    ['08006', 5],
    ['08P01', 5],
    ['28000', 5],
    ['28P01', 5],
    ['CONNECT_TIMEOUT', 5],
    ['CONNECTION_CLOSED', 5],
    ['ECONNREFUSED', 5],
    ['55P03', 1],
    ['40001', 1],
    ['40P01', 1],
    ['DATABASE_WAIT_TIMEOUT', 1],
  ])('%s is 503 database_unavailable with Retry-After %i, also as the cause of a query error', (code, retryAfter) => {
    for (const error of [coded(code), wrapped(code)]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(databaseUnavailable(error)).toMatchObject({ code: 'database_unavailable', status: 503, retryAfter });
    }
  });

  it.each(['23505', '42P01', '22P02', '53400', '0A000', 'ERR_INVALID_ARG_TYPE'])('%s is not an availability fault', (code) => {
    expect(isDatabaseUnavailable(wrapped(code))).toBe(false);
  });

  it('55000 is an availability fault only as the refusal of a database closed to connections', () => {
    const closed = Object.assign(coded('55000'), { routine: 'CheckMyDatabase' });
    expect(databaseUnavailable(new Error('Failed query', { cause: closed }))).toMatchObject({ status: 503, retryAfter: 5 });
    expect(isDatabaseUnavailable(Object.assign(coded('55000'), { routine: 'nextval_internal' }))).toBe(false);
  });

  it('finds the fault inside an AggregateError (every address of a host refused)', () => {
    expect(isDatabaseUnavailable(new AggregateError([new Error('x'), coded('ECONNREFUSED')]))).toBe(true);
  });
});

describe('unique violations', () => {
  it('finds 23505 on the error or as the cause of a query error, and nothing else', () => {
    expect(isUniqueViolation(coded('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
  });

  it('ends on an error that is its own cause', () => {
    const looped: Error & { cause?: unknown } = new Error('Failed query');
    looped.cause = looped;
    expect(isUniqueViolation(looped)).toBe(false);
  });
});
