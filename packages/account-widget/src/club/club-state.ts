import {
  type AccountCallErrorText,
  type BirthDateFormat,
  type CalendarDate,
  type ClubChoices,
  type ClubRules,
  clubSubmissionProblem,
  noClubChoices,
  parseBirthDate,
  withClubChoice,
} from '@shopfront/core';

/** What the customer fills in: the two boxes and the optional birth date as typed. */
export interface ClubForm {
  readonly choices: ClubChoices;
  readonly birthDate: string;
  /** The typed date was checked (on leaving the field or on submit) and is not a possible birth date. */
  readonly birthDateInvalid: boolean;
}

export type ClubState =
  | { readonly step: 'verifying' }
  | { readonly step: 'editing'; readonly form: ClubForm; readonly selectAllWarning: boolean }
  | { readonly step: 'saving'; readonly form: ClubForm; readonly birthDate: CalendarDate | undefined }
  | { readonly step: 'failed'; readonly form: ClubForm; readonly error: AccountCallErrorText }
  | { readonly step: 'reloading' };

export type ClubAction =
  | { readonly type: 'session-verified' }
  | { readonly type: 'toggled'; readonly box: keyof ClubChoices; readonly ticked: boolean }
  | { readonly type: 'birth-date-changed'; readonly value: string }
  | { readonly type: 'birth-date-left' }
  | { readonly type: 'submitted' }
  | { readonly type: 'save-failed'; readonly error: AccountCallErrorText }
  | { readonly type: 'saved' };

export interface ClubDialogRules extends ClubRules {
  readonly birthDateFormat: BirthDateFormat;
  /** The shopper's today, for "not in the future" and "not over 120". */
  readonly today: CalendarDate;
}

export const initialClubState: ClubState = { step: 'verifying' };
const emptyForm: ClubForm = { choices: noClubChoices, birthDate: '', birthDateInvalid: false };

function birthDateOf(form: ClubForm, rules: ClubDialogRules): CalendarDate | 'invalid' | undefined {
  if (form.birthDate.trim() === '') return undefined;
  return parseBirthDate(form.birthDate, rules.birthDateFormat, rules.today) ?? 'invalid';
}

function editing(form: ClubForm): ClubState {
  return { step: 'editing', form, selectAllWarning: false };
}

/** The club dialog (docs/account-widget.md §4 club dialog, §5 birth date and club). */
export function clubReducer(rules: ClubDialogRules) {
  return (state: ClubState, action: ClubAction): ClubState => {
    switch (action.type) {
      case 'session-verified':
        return state.step === 'verifying' ? editing(emptyForm) : state;
      case 'toggled':
        if (state.step !== 'editing' && state.step !== 'failed') return state;
        return editing({ ...state.form, choices: withClubChoice(state.form.choices, action.box, action.ticked) });
      case 'birth-date-changed':
        if (state.step !== 'editing' && state.step !== 'failed') return state;
        // A correction clears the error at once; a new error waits until the field is left.
        return editing({
          ...state.form,
          birthDate: action.value,
          birthDateInvalid:
            state.form.birthDateInvalid && birthDateOf({ ...state.form, birthDate: action.value }, rules) === 'invalid',
        });
      case 'birth-date-left':
        if (state.step !== 'editing') return state;
        return { ...state, form: { ...state.form, birthDateInvalid: birthDateOf(state.form, rules) === 'invalid' } };
      case 'submitted': {
        if (state.step !== 'editing' && state.step !== 'failed') return state;
        const problem = clubSubmissionProblem(state.form.choices, rules);
        if (problem === 'membership-not-ticked') return state;
        if (problem === 'select-all-requires-both')
          return { step: 'editing', form: state.form, selectAllWarning: true };
        const birthDate = birthDateOf(state.form, rules);
        if (birthDate === 'invalid') return editing({ ...state.form, birthDateInvalid: true });
        return { step: 'saving', form: state.form, birthDate };
      }
      case 'save-failed':
        return state.step === 'saving' ? { step: 'failed', form: state.form, error: action.error } : state;
      case 'saved':
        return state.step === 'saving' ? { step: 'reloading' } : state;
      default:
        return action satisfies never;
    }
  };
}

export function formOf(state: ClubState): ClubForm | undefined {
  return 'form' in state ? state.form : undefined;
}
