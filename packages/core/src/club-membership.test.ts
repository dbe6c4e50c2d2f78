import { describe, expect, it } from 'vitest';
import {
  type ClubChoices,
  clubConsentPayload,
  clubSubmissionProblem,
  noClubChoices,
  withClubChoice,
} from './club-membership.ts';

const joined: ClubChoices = { join: true, newsletter: false };
const both: ClubChoices = { join: true, newsletter: true };

describe('club choices', () => {
  it.each([
    ['ticking join', noClubChoices, 'join', true, joined],
    ['unticking join also unticks the newsletter', both, 'join', false, noClubChoices],
    ['the newsletter cannot be ticked before join', noClubChoices, 'newsletter', true, noClubChoices],
    ['ticking the newsletter after join', joined, 'newsletter', true, both],
    ['unticking the newsletter keeps the membership', both, 'newsletter', false, joined],
  ] as const)('%s', (_name, choices, box, ticked, expected) => {
    expect(withClubChoice(choices, box, ticked)).toEqual(expected);
  });

  it.each([
    [noClubChoices, false, true, 'membership-not-ticked'],
    [noClubChoices, true, true, 'membership-not-ticked'],
    [joined, false, true, undefined],
    [joined, true, true, 'select-all-requires-both'],
    [joined, true, false, undefined],
    [both, true, true, undefined],
    [both, false, true, undefined],
  ] as const)(
    '%j with select-all %s and the newsletter shown %s: %s',
    (choices, selectAll, newsletterShown, expected) => {
      expect(clubSubmissionProblem(choices, { selectAll, newsletterShown })).toBe(expected);
    },
  );
});

describe('club consent payload', () => {
  it.each([
    [joined, false, { preferences: { 'club-membership': { isConsentGranted: true } } }],
    [
      both,
      false,
      {
        preferences: {
          'club-membership': { isConsentGranted: true },
          'personalised-general': { isConsentGranted: true },
        },
      },
    ],
    [
      joined,
      true,
      {
        preferences: { 'club-membership': { isConsentGranted: true } },
        subscriptions: { loyaltyNewsletter: { email: { isSubscribed: false } } },
      },
    ],
    [
      both,
      true,
      {
        preferences: {
          'club-membership': { isConsentGranted: true },
          'personalised-general': { isConsentGranted: true },
        },
        subscriptions: { loyaltyNewsletter: { email: { isSubscribed: true } } },
      },
    ],
  ] as const)('%j with club subscription sync %s', (choices, syncClub, expected) => {
    expect(clubConsentPayload(choices, { syncClub })).toEqual(expected);
  });
});
