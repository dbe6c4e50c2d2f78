import { describe, expect, it } from 'vitest';
import { type BirthDateFormat, ageOn, calendarDateOf, parseBirthDate } from './birth-date.ts';

const today = { year: 2026, month: 11, day: 22 };

describe('parseBirthDate', () => {
  it.each<[string, BirthDateFormat, { year: number; month: number; day: number } | undefined]>([
    ['24/12/1985', 'DD/MM/YYYY', { year: 1985, month: 12, day: 24 }],
    ['12/24/1985', 'MM/DD/YYYY', { year: 1985, month: 12, day: 24 }],
    ['24.12.1985', 'D.M.YYYY', { year: 1985, month: 12, day: 24 }],
    ['4.7.1990', 'D.M.YYYY', { year: 1990, month: 7, day: 4 }],
    [' 04/07/1990 ', 'DD/MM/YYYY', { year: 1990, month: 7, day: 4 }],
    ['29/02/2000', 'DD/MM/YYYY', { year: 2000, month: 2, day: 29 }],
    ['29/02/1900', 'DD/MM/YYYY', undefined],
    ['31/02/2000', 'DD/MM/YYYY', undefined],
    ['31/04/2000', 'DD/MM/YYYY', undefined],
    ['00/01/2000', 'DD/MM/YYYY', undefined],
    ['12/13/2000', 'MM/DD/YYYY', { year: 2000, month: 12, day: 13 }],
    ['13/12/2000', 'MM/DD/YYYY', undefined],
    ['24/12/1985', 'MM/DD/YYYY', undefined],
    ['4/7/1990', 'DD/MM/YYYY', undefined],
    ['1990-07-04', 'DD/MM/YYYY', undefined],
    ['24.12.85', 'D.M.YYYY', undefined],
    ['', 'DD/MM/YYYY', undefined],
    ['22/11/2026', 'DD/MM/YYYY', { year: 2026, month: 11, day: 22 }],
    ['23/11/2026', 'DD/MM/YYYY', undefined],
    ['01/01/2030', 'DD/MM/YYYY', undefined],
    ['22/11/1906', 'DD/MM/YYYY', { year: 1906, month: 11, day: 22 }],
    ['23/11/1905', 'DD/MM/YYYY', { year: 1905, month: 11, day: 23 }],
    ['22/11/1905', 'DD/MM/YYYY', undefined],
  ])('%s in %s → %j', (input, format, expected) => {
    expect(parseBirthDate(input, format, today)).toEqual(expected);
  });
});

describe('ageOn', () => {
  it.each([
    [{ year: 2008, month: 11, day: 22 }, 18],
    [{ year: 2008, month: 11, day: 23 }, 17],
    [{ year: 2008, month: 12, day: 1 }, 17],
    [{ year: 2000, month: 2, day: 29 }, 26],
  ])('%j is %i years old on 22 Nov 2026', (birthDate, age) => {
    expect(ageOn(birthDate, today)).toBe(age);
  });
});

describe('calendarDateOf', () => {
  it('reads the date in the given time zone', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(calendarDateOf(lateEvening, 'UTC')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(calendarDateOf(lateEvening, 'Europe/Berlin')).toEqual({ year: 2026, month: 11, day: 23 });
  });
});
