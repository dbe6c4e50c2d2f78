import {
  type AccountCallErrorText,
  type MarketingConsentMode,
  type MarketingConsentRecord,
  type MarketingLevel,
  withMarketingLevel,
} from '@shopfront/core';

/** The older single-level wording's four boxes (docs/rules.md: newsletter, personalisation, extended, terms). */
export interface SingleLevelChoices {
  readonly newsletter: boolean;
  readonly personalisation: boolean;
  readonly extendedPersonalisation: boolean;
  readonly terms: boolean;
}

/** What the customer ticks: the multi-level record (with the US declaration), or the single-level boxes. */
export type MarketingChoices =
  | { readonly variant: 'multi-level'; readonly record: MarketingConsentRecord; readonly usDeclaration: boolean }
  | { readonly variant: 'single-level'; readonly boxes: SingleLevelChoices };

export type MarketingBox = MarketingLevel | 'isAgreementAccepted' | 'usDeclaration' | keyof SingleLevelChoices;

export type MarketingConsentState =
  | { readonly step: 'verifying' }
  | { readonly step: 'loading'; readonly uid: string }
  | { readonly step: 'load-failed'; readonly error: AccountCallErrorText }
  | { readonly step: 'editing' | 'submitting'; readonly uid: string; readonly choices: MarketingChoices }
  | {
      readonly step: 'failed';
      readonly uid: string;
      readonly choices: MarketingChoices;
      readonly error: AccountCallErrorText;
    }
  | { readonly step: 'saved'; readonly choices: MarketingChoices };

export type MarketingConsentAction =
  | { readonly type: 'session-verified'; readonly uid: string }
  | { readonly type: 'loaded'; readonly choices: MarketingChoices }
  | { readonly type: 'load-failed'; readonly error: AccountCallErrorText }
  | { readonly type: 'toggled'; readonly box: MarketingBox; readonly ticked: boolean }
  | { readonly type: 'submitted' }
  | { readonly type: 'save-failed'; readonly error: AccountCallErrorText }
  | { readonly type: 'saved' };

export interface MarketingRules extends MarketingConsentMode {
  /** The US wording: a grant also declares US residency and an age of 18 or over. */
  readonly requiresUsResidency: boolean;
}

export const initialMarketingConsentState: MarketingConsentState = { step: 'verifying' };

function toggle(
  choices: MarketingChoices,
  box: MarketingBox,
  ticked: boolean,
  rules: MarketingRules,
): MarketingChoices {
  if (choices.variant === 'single-level') {
    return box in choices.boxes ? { ...choices, boxes: { ...choices.boxes, [box]: ticked } } : choices;
  }
  switch (box) {
    case 'consentLevelOne':
    case 'consentLevelTwo':
    case 'consentLevelThree': {
      const record = withMarketingLevel(choices.record, box, ticked, rules);
      // A declaration belongs to a grant: withdrawing level one withdraws it too.
      return { ...choices, record, usDeclaration: record.consentLevelOne && choices.usDeclaration };
    }
    case 'isAgreementAccepted':
      return { ...choices, record: { ...choices.record, isAgreementAccepted: ticked } };
    case 'usDeclaration':
      return choices.record.consentLevelOne ? { ...choices, usDeclaration: ticked } : choices;
    default:
      return choices;
  }
}

/** The marketing-preferences dialog (docs/account-widget.md §4 marketing dialog). */
export function marketingConsentReducer(rules: MarketingRules) {
  return (state: MarketingConsentState, action: MarketingConsentAction): MarketingConsentState => {
    switch (action.type) {
      case 'session-verified':
        return state.step === 'verifying' ? { step: 'loading', uid: action.uid } : state;
      case 'loaded':
        return state.step === 'loading' ? { step: 'editing', uid: state.uid, choices: action.choices } : state;
      case 'load-failed':
        return state.step === 'loading' || state.step === 'verifying'
          ? { step: 'load-failed', error: action.error }
          : state;
      case 'toggled':
        // A failed save keeps its message until the customer changes something.
        return state.step === 'editing' || state.step === 'failed'
          ? { step: 'editing', uid: state.uid, choices: toggle(state.choices, action.box, action.ticked, rules) }
          : state;
      case 'submitted':
        return (state.step === 'editing' || state.step === 'failed') && canSave(state.choices, rules)
          ? { step: 'submitting', uid: state.uid, choices: state.choices }
          : state;
      case 'save-failed':
        return state.step === 'submitting'
          ? { step: 'failed', uid: state.uid, choices: state.choices, error: action.error }
          : state;
      case 'saved':
        return state.step === 'submitting' ? { step: 'saved', choices: state.choices } : state;
      default:
        return action satisfies never;
    }
  };
}

/** Save needs the terms accepted, and in the US a grant needs the declaration. */
export function canSave(choices: MarketingChoices, rules: MarketingRules): boolean {
  if (choices.variant === 'single-level') return choices.boxes.terms;
  const declarationMissing = rules.requiresUsResidency && choices.record.consentLevelOne && !choices.usDeclaration;
  return choices.record.isAgreementAccepted && !declarationMissing;
}

export function choicesOf(state: MarketingConsentState): MarketingChoices | undefined {
  return 'choices' in state ? state.choices : undefined;
}
