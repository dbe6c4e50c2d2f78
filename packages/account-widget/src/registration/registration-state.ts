import { trimEmail } from '@shopfront/core';

export interface RegistrationFields {
  readonly email: string;
  readonly newPassword: string;
  readonly confirmation: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface RegistrationChoices {
  readonly terms: boolean;
  readonly privacy: boolean;
  /** The level-one marketing consent, in the market's wording. */
  readonly marketing: boolean;
  /** The US wording's residency and age declaration, needed with the marketing consent in the US. */
  readonly usDeclaration: boolean;
}

/** What the live availability check knows about the address typed now. */
export type Availability = 'unchecked' | 'available' | 'taken';

interface Form {
  readonly fields: RegistrationFields;
  readonly choices: RegistrationChoices;
  readonly availability: Availability;
  /** The e-mail field was left once: from then on its errors show. */
  readonly emailTouched: boolean;
}

export type RegistrationState =
  | ({ readonly step: 'editing' | 'submitting' } & Form)
  | ({ readonly step: 'failed'; readonly errorKey: string } & Form)
  | { readonly step: 'registered'; readonly email: string; readonly resend: 'idle' | 'sending' | 'sent' };

export type RegistrationAction =
  | { readonly type: 'field-changed'; readonly field: keyof RegistrationFields; readonly value: string }
  | { readonly type: 'choice-toggled'; readonly choice: keyof RegistrationChoices; readonly ticked: boolean }
  | { readonly type: 'email-left' }
  | { readonly type: 'availability-known'; readonly email: string; readonly available: boolean }
  | { readonly type: 'submitted' }
  | { readonly type: 'failed'; readonly errorKey: string }
  | { readonly type: 'registered' }
  | { readonly type: 'resend-requested' }
  | { readonly type: 'resent' };

export const initialRegistrationState: RegistrationState = {
  step: 'editing',
  fields: { email: '', newPassword: '', confirmation: '', firstName: '', lastName: '' },
  choices: { terms: false, privacy: false, marketing: false, usDeclaration: false },
  availability: 'unchecked',
  emailTouched: false,
};

function editable(state: RegistrationState): state is Extract<RegistrationState, { step: 'editing' | 'failed' }> {
  return state.step === 'editing' || state.step === 'failed';
}

function formOf(state: Extract<RegistrationState, Form>): Form {
  return {
    fields: state.fields,
    choices: state.choices,
    availability: state.availability,
    emailTouched: state.emailTouched,
  };
}

/**
 * The registration form (docs/account-widget.md §1, §5). Every typed value survives a failed submit; the answer of
 * the live availability check counts only for the address it was asked about.
 */
export function registrationReducer(state: RegistrationState, action: RegistrationAction): RegistrationState {
  switch (action.type) {
    case 'field-changed': {
      if (!editable(state)) return state;
      const fields = { ...state.fields, [action.field]: action.value };
      const availability = action.field === 'email' ? 'unchecked' : state.availability;
      return { ...formOf(state), step: 'editing', fields, availability };
    }
    case 'choice-toggled': {
      if (!editable(state)) return state;
      const choices = { ...state.choices, [action.choice]: action.ticked };
      // The declaration belongs to the marketing consent: it goes with it.
      if (action.choice === 'marketing' && !action.ticked) choices.usDeclaration = false;
      return { ...formOf(state), step: 'editing', choices };
    }
    case 'email-left':
      return editable(state) ? { ...state, emailTouched: true } : state;
    case 'availability-known':
      return editable(state) && trimEmail(state.fields.email) === action.email
        ? { ...state, availability: action.available ? 'available' : 'taken' }
        : state;
    case 'submitted':
      return editable(state) ? { ...formOf(state), step: 'submitting' } : state;
    case 'failed':
      return state.step === 'submitting' ? { ...formOf(state), step: 'failed', errorKey: action.errorKey } : state;
    case 'registered':
      return state.step === 'submitting'
        ? { step: 'registered', email: trimEmail(state.fields.email), resend: 'idle' }
        : state;
    case 'resend-requested':
      return state.step === 'registered' ? { ...state, resend: 'sending' } : state;
    case 'resent':
      return state.step === 'registered' ? { ...state, resend: 'sent' } : state;
    default:
      return action satisfies never;
  }
}
