import { describe, expect, it } from 'vitest';
import { type JsonSchema, JsonSchemaMismatch, checkedCopy } from './json-schema-check.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    age: { type: 'number' },
    nickname: { type: 'string' },
    flags: { type: 'object', properties: { active: { type: 'boolean' } }, required: ['active'] },
  },
  required: ['name', 'age', 'flags'],
};

describe('checkedCopy', () => {
  it.each([
    ['all properties', { name: 'Ann', age: 3, nickname: 'A', flags: { active: true } }, { name: 'Ann', age: 3, nickname: 'A', flags: { active: true } }],
    ['an optional property left out', { name: 'Ann', age: 3, flags: { active: false } }, { name: 'Ann', age: 3, flags: { active: false } }],
    ['unknown properties, dropped', { name: 'Ann', age: 3, flags: { active: true, extra: 1 }, extra: 'x' }, { name: 'Ann', age: 3, flags: { active: true } }],
  ])('copies a match: %s', (_case, value, expected) => {
    expect(checkedCopy(value, schema)).toEqual(expected);
  });

  it.each([
    ['not an object', 'Ann', ''],
    ['null', null, ''],
    ['an array', [], ''],
    ['a required property missing', { age: 3, flags: { active: true } }, 'name'],
    ['a string where a number belongs', { name: 'Ann', age: '3', flags: { active: true } }, 'age'],
    ['a number that is not finite', { name: 'Ann', age: Number.NaN, flags: { active: true } }, 'age'],
    ['a nested property of the wrong type', { name: 'Ann', age: 3, flags: { active: 'yes' } }, 'flags.active'],
    ['an optional property of the wrong type', { name: 'Ann', age: 3, nickname: 4, flags: { active: true } }, 'nickname'],
  ])('refuses %s, naming where', (_case, value, path) => {
    expect(() => checkedCopy(value, schema)).toThrow(JsonSchemaMismatch);
    try {
      checkedCopy(value, schema);
    } catch (error) {
      expect((error as JsonSchemaMismatch).path).toBe(path);
    }
  });
});
