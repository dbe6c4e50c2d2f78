import { describe, expect, it } from 'vitest';
import { type ClubAction, type ClubDialogRules, type ClubState, clubReducer, initialClubState } from './club-state.ts';

const today = { year: 2026, month: 11, day: 24 };
const rules: ClubDialogRules = { selectAll: false, newsletterShown: true, birthDateFormat: 'DD/MM/YYYY', today };

function run(ruleSet: ClubDialogRules, ...actions: ClubAction[]): ClubState {
  return actions.reduce(clubReducer(ruleSet), initialClubState);
}

const verified: ClubAction = { type: 'session-verified' };
const join: ClubAction = { type: 'toggled', box: 'join', ticked: true };
const newsletter: ClubAction = { type: 'toggled', box: 'newsletter', ticked: true };
const typed = (value: string): ClubAction => ({ type: 'birth-date-changed', value });

describe('clubReducer', () => {
  it('sends nothing without the membership', () => {
    expect(run(rules, verified, { type: 'submitted' }).step).toBe('editing');
  });

  it('unticking the membership unticks the newsletter', () => {
    expect(run(rules, verified, join, newsletter, { type: 'toggled', box: 'join', ticked: false })).toMatchObject({
      form: { choices: { join: false, newsletter: false } },
    });
  });

  it.each([
    ['no date', '', undefined],
    ['a date in the market format', '29/02/1988', { year: 1988, month: 2, day: 29 }],
    ['a date with spaces around', ' 01/12/1990 ', { year: 1990, month: 12, day: 1 }],
  ])('saves with %s', (_case, value, birthDate) => {
    expect(run(rules, verified, join, typed(value), { type: 'submitted' })).toEqual({
      step: 'saving',
      form: expect.objectContaining({ birthDate: value }),
      birthDate,
    });
  });

  it.each([
    ['an impossible date', '31/02/2000'],
    ['a future date', '01/01/2027'],
    ['an age over 120', '23/11/1905'],
    ['another format', '1988-02-29'],
  ])('refuses %s: the field says so and nothing is sent', (_case, value) => {
    const refused = run(rules, verified, join, typed(value), { type: 'submitted' });
    expect(refused).toMatchObject({ step: 'editing', form: { birthDateInvalid: true } });
  });

  it('names an invalid date when the field is left, and clears it on a correction', () => {
    const left = run(rules, verified, typed('31/02/2000'), { type: 'birth-date-left' });
    expect(left).toMatchObject({ form: { birthDateInvalid: true } });
    expect(clubReducer(rules)(left, typed('28/02/2000'))).toMatchObject({ form: { birthDateInvalid: false } });
  });

  it('reads the US order MM/DD/YYYY', () => {
    const us = { ...rules, birthDateFormat: 'MM/DD/YYYY' as const };
    expect(run(us, verified, join, typed('02/29/1988'), { type: 'submitted' })).toMatchObject({
      step: 'saving',
      birthDate: { month: 2, day: 29 },
    });
    expect(run(us, verified, join, typed('29/02/1988'), { type: 'submitted' })).toMatchObject({
      step: 'editing',
      form: { birthDateInvalid: true },
    });
  });

  it('with select-all, the membership alone warns and sends nothing; both boxes save', () => {
    const selectAll = { ...rules, selectAll: true };
    expect(run(selectAll, verified, join, { type: 'submitted' })).toMatchObject({
      step: 'editing',
      selectAllWarning: true,
    });
    expect(run(selectAll, verified, join, newsletter, { type: 'submitted' }).step).toBe('saving');
    expect(run({ ...selectAll, newsletterShown: false }, verified, join, { type: 'submitted' }).step).toBe('saving');
  });

  it('a failed save keeps the boxes and the date; success waits for the reload', () => {
    const saving = run(rules, verified, join, newsletter, typed('01/12/1990'), { type: 'submitted' });
    const failed = clubReducer(rules)(saving, {
      type: 'save-failed',
      error: { kind: 'catalogue', messageKey: 'error.unknown' },
    });
    expect(failed).toMatchObject({
      step: 'failed',
      form: { choices: { join: true, newsletter: true }, birthDate: '01/12/1990' },
    });
    expect(clubReducer(rules)(saving, { type: 'saved' })).toEqual({ step: 'reloading' });
  });
});
