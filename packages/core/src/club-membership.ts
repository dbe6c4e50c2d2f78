/**
 * Joining the loyalty club (docs/account-widget.md §3 club payload, §4 club dialog, docs/rules.md consent keys): the
 * dialog's two boxes and the consent payload they send, used alike by the browser and the server.
 */

export interface ClubChoices {
  readonly join: boolean;
  readonly newsletter: boolean;
}

export interface ClubRules {
  /** The club select-all toggle: when either box is ticked, both must be. */
  readonly selectAll: boolean;
  /** Whether the market shows the club newsletter box at all. */
  readonly newsletterShown: boolean;
}

export const noClubChoices: ClubChoices = { join: false, newsletter: false };

/** The newsletter needs the membership: it cannot be ticked without it and is unticked with it. */
export function withClubChoice(choices: ClubChoices, box: keyof ClubChoices, ticked: boolean): ClubChoices {
  if (box === 'join') return ticked ? { ...choices, join: true } : noClubChoices;
  return choices.join ? { ...choices, newsletter: ticked } : choices;
}

export type ClubSubmissionProblem = 'membership-not-ticked' | 'select-all-requires-both';

export function clubSubmissionProblem(choices: ClubChoices, rules: ClubRules): ClubSubmissionProblem | undefined {
  if (!choices.join) return 'membership-not-ticked';
  if (rules.selectAll && rules.newsletterShown && !choices.newsletter) return 'select-all-requires-both';
  return undefined;
}

/** The identity provider's shape of the club consents (CDC `preferences` and `subscriptions`). */
export interface ClubConsentPayload {
  readonly preferences: {
    readonly 'club-membership': { readonly isConsentGranted: true };
    readonly 'personalised-general'?: { readonly isConsentGranted: true };
  };
  readonly subscriptions?: { readonly loyaltyNewsletter: { readonly email: { readonly isSubscribed: boolean } } };
}

/**
 * The membership consent is always granted; personalised-general only when the newsletter box is ticked (never
 * withdrawn from here); the loyalty newsletter subscription only with club subscription sync.
 */
export function clubConsentPayload(choices: ClubChoices, options: { readonly syncClub: boolean }): ClubConsentPayload {
  return {
    preferences: {
      'club-membership': { isConsentGranted: true },
      ...(choices.newsletter ? { 'personalised-general': { isConsentGranted: true } } : {}),
    },
    ...(options.syncClub
      ? { subscriptions: { loyaltyNewsletter: { email: { isSubscribed: choices.newsletter } } } }
      : {}),
  };
}
