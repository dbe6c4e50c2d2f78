/**
 * The feature toggles a market sets (docs/account-widget.md §9): the one list the market table, the server's
 * configuration check and the wire schemas of the site configuration and the widget configuration derive from.
 */
export const featureToggleNames = [
  'multiLevelConsent',
  'singleConsent',
  /** Club select-all: every club consent is required. */
  'clubSelectAll',
  /** Club subscription sync (the spec's sync-club flag). */
  'syncClub',
  'clubNewsletterShown',
] as const;

export type FeatureToggleName = (typeof featureToggleNames)[number];

export type FeatureToggles = { readonly [Name in FeatureToggleName]: boolean };
