import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { answerErrors } from './answer-check';

const ORDER = Type.Object({
  orderNo: Type.String(),
  amount: Type.Number(),
  closedAt: Type.Union([Type.String(), Type.Null()]),
  note: Type.Optional(Type.String()),
  byId: Type.Record(Type.String(), Type.Boolean()),
});

describe('the check of an answer against its schema', () => {
  it('finds nothing wrong with an answer that matches, optional fields left out', () => {
    expect(answerErrors(ORDER, { orderNo: 'D1', amount: 10.5, closedAt: null, byId: { '7': true } })).toEqual([]);
  });

  it('names the path of each wrong field, a few at most', () => {
    const errors = answerErrors(ORDER, { orderNo: 1, amount: '10', closedAt: 0, byId: { '7': 'yes' } });
    expect(errors.length).toBeLessThanOrEqual(3);
    expect(errors[0]).toMatch(/^\/orderNo: Expected string/);
    expect(errors[1]).toMatch(/^\/amount: Expected number/);
  });

  it('names a missing field', () => {
    expect(answerErrors(ORDER, { orderNo: 'D1', closedAt: null, byId: {} })[0]).toMatch(/^\/amount: Expected required/);
  });
});
