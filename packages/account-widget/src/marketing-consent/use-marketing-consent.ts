import { type FormEvent, useEffect, useMemo, useReducer } from 'react';
import { findMarket } from '@shopfront/i18n';
import {
  type AccountWidgetConfig,
  type FetchFunction,
  fetchAccountInfo,
  fetchMarketingConsent,
  saveMarketingConsent,
  setAccountInfo,
  verifySession,
} from '@shopfront/api';
import { accountCallErrorOf, isSessionRefusal } from '../account-call-error.ts';
import {
  type MarketingBox,
  type MarketingChoices,
  type MarketingRules,
  canSave,
  choicesOf,
  initialMarketingConsentState,
  marketingConsentReducer,
} from './marketing-consent-state.ts';

export interface MarketingConsentDependencies {
  readonly fetch: FetchFunction;
  readonly config: AccountWidgetConfig;
  /** To the login page when the session is gone. */
  readonly navigate: (url: string) => void;
  readonly loginUrl: string;
  /** The dialog closes on success; the outcome is announced first. */
  readonly onSaved: (choices: MarketingChoices) => void;
}

export function marketingRulesOf(config: AccountWidgetConfig): MarketingRules {
  const market = findMarket(config.country);
  return {
    hasSingleConsent: config.features.singleConsent,
    levelOneOnly: market?.levelOneOnly ?? false,
    requiresUsResidency: market?.requiresUsResidency ?? false,
  };
}

async function loadChoices(fetch: FetchFunction, config: AccountWidgetConfig, uid: string): Promise<MarketingChoices> {
  if (config.features.multiLevelConsent) {
    const record = await fetchMarketingConsent(fetch, config.experienceApiHost, uid);
    // A grant on record was made with the declaration; it stays ticked until level one is withdrawn.
    return { variant: 'multi-level', record, usDeclaration: record.consentLevelOne };
  }
  const info = await fetchAccountInfo(fetch, config.experienceApiHost, ['preferences', 'subscriptions']);
  const granted = (id: string) => info.preferences?.[id]?.isConsentGranted === true;
  return {
    variant: 'single-level',
    boxes: {
      newsletter: info.subscriptions?.newsletter?.email.isSubscribed === true,
      personalisation: granted('personalised-general'),
      extendedPersonalisation: granted('personalised-tracking'),
      terms: granted('terms-statement'),
    },
  };
}

async function saveChoices(fetch: FetchFunction, config: AccountWidgetConfig, uid: string, choices: MarketingChoices, rules: MarketingRules) {
  if (choices.variant === 'multi-level') {
    const declared = rules.requiresUsResidency && choices.usDeclaration;
    await saveMarketingConsent(fetch, config.experienceApiHost, {
      uid,
      ...choices.record,
      hasSingleConsent: rules.hasSingleConsent,
      lang: config.locale,
      ...(declared ? { isUsResident: true, isAdult: true } : {}),
    });
    return;
  }
  const { boxes } = choices;
  await setAccountInfo(fetch, config.experienceApiHost, {
    preferences: {
      'personalised-general': { isConsentGranted: boxes.personalisation },
      'personalised-tracking': { isConsentGranted: boxes.extendedPersonalisation },
      'terms-statement': { isConsentGranted: boxes.terms },
    },
    subscriptions: { newsletter: { email: { isSubscribed: boxes.newsletter } } },
    lang: config.locale,
    context: 'marketing-dialog',
  });
}

/**
 * Marketing preferences (docs/account-widget.md §4): verify the session, load the customer's consents, and save
 * them in the market's variant; success closes, failure keeps every tick.
 */
export function useMarketingConsent({ fetch, config, navigate, loginUrl, onSaved }: MarketingConsentDependencies) {
  const rules = useMemo(() => marketingRulesOf(config), [config]);
  const reducer = useMemo(() => marketingConsentReducer(rules), [rules]);
  const [state, dispatch] = useReducer(reducer, initialMarketingConsentState);

  useEffect(() => {
    let active = true;
    const refused = (error: unknown) => {
      if (!active) return;
      if (isSessionRefusal(error)) navigate(loginUrl);
      else dispatch({ type: 'load-failed', error: accountCallErrorOf(error) });
    };
    verifySession(fetch, config.experienceApiHost).then(async (verification) => {
      if (!active) return;
      if (verification.kind === 'invalid') return navigate(loginUrl);
      dispatch({ type: 'session-verified', uid: verification.uid });
      try {
        const choices = await loadChoices(fetch, config, verification.uid);
        if (active) dispatch({ type: 'loaded', choices });
      } catch (error) {
        refused(error);
      }
    }, refused);
    return () => {
      active = false;
    };
  }, [fetch, config, navigate, loginUrl]);

  const choices = choicesOf(state);
  const busy = state.step === 'verifying' || state.step === 'loading' || state.step === 'submitting';

  async function save(uid: string, toSave: MarketingChoices) {
    try {
      await saveChoices(fetch, config, uid, toSave, rules);
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
      onSubmit: (event: FormEvent) => {
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
