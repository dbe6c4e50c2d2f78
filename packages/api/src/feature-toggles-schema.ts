import { type FeatureToggleName, featureToggleNames } from '@shopfront/core';
import type { JsonSchema } from './json-schema-check.ts';

const flag = { type: 'boolean' } as const;

/** The market's feature toggles on the wire (the site configuration, the widget configuration): core's list, every one a flag. */
export const featureTogglesSchema = {
  type: 'object',
  properties: {
    multiLevelConsent: flag,
    singleConsent: flag,
    clubSelectAll: flag,
    syncClub: flag,
    clubNewsletterShown: flag,
  } satisfies { readonly [Name in FeatureToggleName]: typeof flag },
  required: featureToggleNames,
} as const satisfies JsonSchema;
