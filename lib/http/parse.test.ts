import { expect, it } from 'vitest';
import { budgetMs, medianMs } from '@/tests/helpers/timing';
import { queryObject } from './parse';

it('reads a query of many values of one name in about the time of as many distinct names', () => {
  const count = 20_000;
  const repeated = new URL(`http://x/?${'a=1&'.repeat(count)}`);
  const distinct = new URL(`http://x/?${Array.from({ length: count }, (_, index) => `a${index}=1`).join('&')}`);
  const baseline = medianMs(() => queryObject(distinct));
  expect(queryObject(repeated).a).toHaveLength(count);
  expect(medianMs(() => queryObject(repeated))).toBeLessThan(budgetMs(baseline));
});

it('keeps names such as __proto__ and constructor as parameters', () => {
  const query = queryObject(new URL('http://x/?__proto__=a&constructor=b&constructor=c'));
  expect(query.__proto__).toBe('a');
  expect(query.constructor).toEqual(['b', 'c']);
  expect(Object.keys(query)).toEqual(['__proto__', 'constructor']);
});
