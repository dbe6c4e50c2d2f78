import { useMemo, useReducer } from 'react';
import { type DialogPreferenceId, consentKey } from '@shopfront/core';
import { findMarket } from '@shopfront/i18n';
import { fetchAccountInfo, fetchMarketingConsent, saveMarketingConsent, setAccountInfo } from '@shopfront/api';
import { accountCallErrorOf } from '../account-call-error.ts';
import type { DialogConfig, DialogEnvironment } from '../environment/dialog-environment.ts';
import type { CheckboxBinding, DialogFormBindings } from '../form/form-bindings.ts';
import { isSessionRefusal, useVerifiedSession } from '../form/use-verified-session.ts';
import {
  type MarketingBox,
  type MarketingChoices,
  type MarketingConsentState,
  type MarketingRules,
  canSave,
  choicesOf,
  initialMarketingConsentState,
  marketingConsentReducer,
} from './marketing-consent-state.ts';

export interface MarketingConsentOptions {
  /** The dialog closes on success; the outcome is announced first. */
  readonly onSaved: (choices: MarketingChoices) => void;
}

export interface MarketingConsentBindings extends DialogFormBindings<MarketingConsentState> {
  readonly rules: MarketingRules;
  readonly checkbox: (box: MarketingBox) => CheckboxBinding & { readonly disabled: boolean };
}

function marketingRulesOf(config: DialogConfig): MarketingRules {
  const market = findMarket(config.country);
  return {
    hasSingleConsent: config.features.singleConsent,
    levelOneOnly: market?.levelOneOnly ?? false,
    requiresUsResidency: market?.requiresUsResidency ?? false,
  };
}

async function loadChoices({ fetch, config }: DialogEnvironment, uid: string): Promise<MarketingChoices> {
  if (config.features.multiLevelConsent) {
    const record = await fetchMarketingConsent(fetch, config.experienceApiHost, uid);
    // A grant on record was made with the declaration; it stays ticked until level one is withdrawn.
    return { variant: 'multi-level', record, usDeclaration: record.consentLevelOne };
  }
  const info = await fetchAccountInfo(fetch, config.experienceApiHost, ['preferences', 'subscriptions']);
  const granted = (id: DialogPreferenceId) => info.preferences?.[id]?.isConsentGranted === true;
  return {
    variant: 'single-level',
    boxes: {
      newsletter: info.subscriptions?.[consentKey.newsletter]?.email.isSubscribed === true,
      personalisation: granted(consentKey.personalisedGeneral),
      extendedPersonalisation: granted(consentKey.personalisedTracking),
      terms: granted(consentKey.terms),
    },
  };
}

async function saveChoices(
  { fetch, config, locale }: DialogEnvironment,
  uid: string,
  choices: MarketingChoices,
  rules: MarketingRules,
) {
  if (choices.variant === 'multi-level') {
    const declared = rules.requiresUsResidency && choices.usDeclaration;
    await saveMarketingConsent(fetch, config.experienceApiHost, {
      uid,
      ...choices.record,
      hasSingleConsent: rules.hasSingleConsent,
      lang: locale,
      ...(declared ? { isUsResident: true, isAdult: true } : {}),
    });
    return;
  }
  const { boxes } = choices;
  await setAccountInfo(fetch, config.experienceApiHost, {
    preferences: {
      [consentKey.personalisedGeneral]: { isConsentGranted: boxes.personalisation },
      [consentKey.personalisedTracking]: { isConsentGranted: boxes.extendedPersonalisation },
      [consentKey.terms]: { isConsentGranted: boxes.terms },
    },
    subscriptions: { [consentKey.newsletter]: { email: { isSubscribed: boxes.newsletter } } },
    lang: locale,
    context: 'marketing-dialog',
  });
}

/**
 * Marketing preferences (docs/account-widget.md §4): verify the session, load the customer's consents, and save
 * them in the market's variant; success closes, failure keeps every tick.
 */
export function useMarketingConsent(
  environment: DialogEnvironment,
  { onSaved }: MarketingConsentOptions,
): MarketingConsentBindings {
  const { config, navigate, loginUrl } = environment;
  const rules = useMemo(() => marketingRulesOf(config), [config]);
  const reducer = useMemo(() => marketingConsentReducer(rules), [rules]);
  const [state, dispatch] = useReducer(reducer, initialMarketingConsentState);

  useVerifiedSession(environment, {
    onVerified: async (uid) => {
      dispatch({ type: 'session-verified', uid });
      dispatch({ type: 'loaded', choices: await loadChoices(environment, uid) });
    },
    onFailed: (error) => dispatch({ type: 'load-failed', error: accountCallErrorOf(error) }),
  });

  const choices = choicesOf(state);
  const busy = state.step === 'verifying' || state.step === 'loading' || state.step === 'submitting';

  async function save(uid: string, toSave: MarketingChoices) {
    try {
      await saveChoices(environment, uid, toSave, rules);
    } catch (error) {
      if (isSessionRefusal(error)) return navigate(loginUrl);
      dispatch({ type: 'save-failed', error: accountCallErrorOf(error) });
      return;
    }
    dispatch({ type: 'saved' });
    onSaved(toSave);
  }

  return {
    state,
    rules,
    checkbox: (box: MarketingBox) => ({
      checked: readBox(choices, box),
      disabled: state.step !== 'editing' && state.step !== 'failed',
      onChange: (ticked: boolean) => dispatch({ type: 'toggled', box, ticked }),
    }),
    form: {
      onSubmit: (event) => {
        event.preventDefault();
        if ((state.step !== 'editing' && state.step !== 'failed') || !canSave(state.choices, rules)) return;
        dispatch({ type: 'submitted' });
        void save(state.uid, state.choices);
      },
    },
    submit: { busy, disabled: busy || !choices || !canSave(choices, rules) },
  };
}

function readBox(choices: MarketingChoices | undefined, box: MarketingBox): boolean {
  if (choices?.variant === 'single-level') {
    switch (box) {
      case 'newsletter':
      case 'personalisation':
      case 'extendedPersonalisation':
      case 'terms':
        return choices.boxes[box];
      default:
        return false;
    }
  }
  switch (box) {
    case 'usDeclaration':
      return choices?.usDeclaration ?? false;
    case 'consentLevelOne':
    case 'consentLevelTwo':
    case 'consentLevelThree':
    case 'isAgreementAccepted':
      return choices?.record[box] ?? false;
    default:
      return false;
  }
}
