import { useMemo, useReducer } from 'react';
import { type ClubChoices, calendarDateOf, clubConsentPayload } from '@shopfront/core';
import { findMarket } from '@shopfront/i18n';
import type { DialogConfig, DialogEnvironment } from '../environment/dialog-environment.ts';
import type { CheckboxBinding, DialogFormBindings } from '../form/form-bindings.ts';
import { useVerifiedSession } from '../form/use-verified-session.ts';
import { type ClubDialogRules, type ClubState, clubReducer, formOf, initialClubState } from './club-state.ts';
import type { ClubSaveOutcome } from './save-club-membership.ts';

export interface ClubDialogOptions {
  /** After joining: the page reloads, so everything on it sees the new member. */
  readonly reload: () => void;
  readonly onJoined: (detail: { readonly newsletter: boolean }) => void;
  /** The shopper's clock (tests fix it). */
  readonly now?: () => Date;
}

export interface ClubDialogBindings extends DialogFormBindings<ClubState> {
  readonly rules: ClubDialogRules;
  readonly join: CheckboxBinding;
  readonly newsletter: CheckboxBinding;
  readonly birthDate: {
    readonly value: string;
    readonly invalid: boolean;
    readonly onChange: (value: string) => void;
    readonly onBlur: () => void;
  };
}

const browserClock = () => new Date();

function clubRulesOf(config: DialogConfig, today: Date): ClubDialogRules {
  return {
    selectAll: config.features.clubSelectAll,
    newsletterShown: config.features.clubNewsletterShown,
    birthDateFormat: findMarket(config.country)?.birthDateFormat ?? 'DD/MM/YYYY',
    today: calendarDateOf(today),
  };
}

/**
 * Joining the club (docs/account-widget.md §4): the session is verified first; when the form is valid, the OCC club
 * flag and the consent payload are sent in parallel, then the page reloads.
 */
export function useClubDialog(
  environment: DialogEnvironment,
  { reload, onJoined, now = browserClock }: ClubDialogOptions,
): ClubDialogBindings {
  const { fetch, config, navigate, loginUrl, locale } = environment;
  const rules = useMemo(() => clubRulesOf(config, now()), [config, now]);
  const reducer = useMemo(() => clubReducer(rules), [rules]);
  const [state, dispatch] = useReducer(reducer, initialClubState);

  useVerifiedSession(environment, { onVerified: () => dispatch({ type: 'session-verified' }) });

  async function save(saving: Extract<ClubState, { step: 'saving' }>) {
    const { choices } = saving.form;
    const { birthDate } = saving;
    const outcome: ClubSaveOutcome = await import('./save-club-membership.ts')
      .then(({ saveClubMembership }) =>
        saveClubMembership(fetch, config, {
          ...clubConsentPayload(choices, { syncClub: config.features.syncClub }),
          ...(birthDate
            ? { profile: { birthDay: birthDate.day, birthMonth: birthDate.month, birthYear: birthDate.year } }
            : {}),
          lang: locale,
          context: 'club-dialog',
        }),
      )
      // The save's code could not be loaded (the network went away): as any call that got no answer.
      .catch(() => ({ kind: 'failed', error: { kind: 'catalogue', messageKey: 'error.unknown' } }));
    if (outcome.kind === 'session-refused') return navigate(loginUrl);
    if (outcome.kind === 'failed') {
      dispatch({ type: 'save-failed', error: outcome.error });
      return;
    }
    dispatch({ type: 'saved' });
    onJoined({ newsletter: choices.newsletter });
    reload();
  }

  const form = formOf(state);
  const editable = state.step === 'editing' || state.step === 'failed';
  const box = (name: keyof ClubChoices) => ({
    checked: form?.choices[name] ?? false,
    disabled: !editable || (name === 'newsletter' && !form?.choices.join),
    onChange: (ticked: boolean) => dispatch({ type: 'toggled', box: name, ticked }),
  });

  return {
    state,
    rules,
    join: box('join'),
    newsletter: box('newsletter'),
    birthDate: {
      value: form?.birthDate ?? '',
      invalid: form?.birthDateInvalid ?? false,
      onChange: (value: string) => dispatch({ type: 'birth-date-changed', value }),
      onBlur: () => dispatch({ type: 'birth-date-left' }),
    },
    form: {
      onSubmit: (event) => {
        event.preventDefault();
        const next = reducer(state, { type: 'submitted' });
        dispatch({ type: 'submitted' });
        if (next.step === 'saving') void save(next);
      },
    },
    submit: { busy: state.step === 'saving', disabled: state.step === 'saving' || !form?.choices.join },
  };
}
