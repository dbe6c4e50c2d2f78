import { describe, expect, it } from 'vitest';
import {
  type JsonSchema,
  JsonSchemaMismatch,
  arrayOf,
  checkedCopy,
  matchesSchema,
  safeCheck,
} from './json-schema-check.ts';

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
    [
      'all properties',
      { name: 'Ann', age: 3, nickname: 'A', flags: { active: true } },
      { name: 'Ann', age: 3, nickname: 'A', flags: { active: true } },
    ],
    [
      'an optional property left out',
      { name: 'Ann', age: 3, flags: { active: false } },
      { name: 'Ann', age: 3, flags: { active: false } },
    ],
    [
      'unknown properties, dropped',
      { name: 'Ann', age: 3, flags: { active: true, extra: 1 }, extra: 'x' },
      { name: 'Ann', age: 3, flags: { active: true } },
    ],
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
    [
      'an optional property of the wrong type',
      { name: 'Ann', age: 3, nickname: 4, flags: { active: true } },
      'nickname',
    ],
  ])('refuses %s, naming where', (_case, value, path) => {
    expect(() => checkedCopy(value, schema)).toThrow(JsonSchemaMismatch);
    try {
      checkedCopy(value, schema);
    } catch (error) {
      expect((error as JsonSchemaMismatch).path).toBe(path);
    }
  });
});

describe('checkedCopy, every keyword the wire contracts use', () => {
  const text = { type: 'string' } as const;
  it.each<[string, JsonSchema, unknown, unknown]>([
    ['anything under true', true, { a: [1] }, { a: [1] }],
    ['an integer', { type: 'integer' }, 3, 3],
    ['an integer at its minimum', { type: 'integer', minimum: 0 }, 0, 0],
    ['null', { type: 'null' }, null, null],
    ['a constant', { const: 200 }, 200, 200],
    ['a member of an enum', { enum: ['phone', 'email'] }, 'email', 'email'],
    [
      'an array, each item copied',
      arrayOf({ type: 'object', properties: { a: text } }),
      [{ a: 'x', b: 1 }, {}],
      [{ a: 'x' }, {}],
    ],
    ['a nullable as null', { anyOf: [text, { type: 'null' }] }, null, null],
    ['a nullable as a value', { anyOf: [text, { type: 'null' }] }, 'x', 'x'],
    [
      'the first union member that matches',
      {
        anyOf: [
          { type: 'object', properties: { a: text }, required: ['a'] },
          { type: 'object', properties: { b: text } },
        ],
      },
      { b: 'y' },
      { b: 'y' },
    ],
    ['a number that is not the excluded one', { type: 'number', not: { const: 0 } }, 4, 4],
    [
      'a record, each value checked',
      { type: 'object', additionalProperties: text },
      { a: 'x', b: 'y' },
      { a: 'x', b: 'y' },
    ],
    [
      'a loose object, unknown properties kept',
      { type: 'object', properties: { a: text }, additionalProperties: true },
      { a: 'x', b: [2] },
      { a: 'x', b: [2] },
    ],
    [
      'a missing property with a default',
      { type: 'object', properties: { list: { ...arrayOf(text), default: [] } } },
      {},
      { list: [] },
    ],
    [
      'a present property with a default, checked',
      { type: 'object', properties: { list: { ...arrayOf(text), default: [] } } },
      { list: ['a'] },
      { list: ['a'] },
    ],
  ])('copies a match: %s', (_case, caseSchema, value, expected) => {
    expect(checkedCopy(value, caseSchema)).toEqual(expected);
  });

  it.each<[string, JsonSchema, unknown, string]>([
    ['a fraction where an integer belongs', { type: 'integer' }, 1.5, ''],
    ['an integer under its minimum', { type: 'integer', minimum: 0 }, -1, ''],
    ['a value that is not null', { type: 'null' }, 0, ''],
    ['another constant', { const: 200 }, 206, ''],
    ['a value outside the enum', { enum: ['phone', 'email'] }, 'fax', ''],
    ['not an array', arrayOf(text), { 0: 'a' }, ''],
    ['a wrong item', arrayOf(text), ['a', 2], '1'],
    ['a value no union member takes', { anyOf: [text, { type: 'null' }] }, 3, ''],
    ['the excluded value', { type: 'number', not: { const: 0 } }, 0, ''],
    ['a record value of the wrong type', { type: 'object', additionalProperties: text }, { a: 'x', b: 2 }, 'b'],
    [
      'a default property of the wrong type',
      { type: 'object', properties: { list: { ...arrayOf(text), default: [] } } },
      { list: 'a' },
      'list',
    ],
  ])('refuses %s, naming where', (_case, caseSchema, value, path) => {
    expect(() => checkedCopy(value, caseSchema)).toThrow(expect.objectContaining({ path }));
    expect(safeCheck(caseSchema, value)).toEqual({ success: false });
    expect(matchesSchema(caseSchema, value)).toBe(false);
  });

  it('keeps a __proto__ key of a record as a key, never as the prototype', () => {
    const copy = checkedCopy(JSON.parse('{"__proto__": {"polluted": "yes"}}'), {
      type: 'object',
      additionalProperties: true,
    });
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__']);
  });

  it('gives a default as a fresh copy each time', () => {
    const withDefault = { type: 'object', properties: { list: { ...arrayOf(text), default: [] } } } as const;
    const first = checkedCopy({}, withDefault);
    first.list?.push('changed');
    expect(checkedCopy({}, withDefault)).toEqual({ list: [] });
  });
});
