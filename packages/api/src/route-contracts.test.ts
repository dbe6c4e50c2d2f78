import { featureToggleNames } from '@shopfront/core';
import { describe, expect, it } from 'vitest';
import * as commerce from './commerce/commerce-contract.ts';
import * as outbox from './demo/outbox-contract.ts';
import * as account from './experience/account-contract.ts';
import * as content from './experience/content-contract.ts';
import * as dataExport from './experience/data-export-contract.ts';
import * as devices from './experience/devices-contract.ts';
import * as session from './experience/session-contract.ts';
import { featureTogglesSchema } from './feature-toggles-schema.ts';
import * as shop from './shop/shop-contract.ts';
import * as site from './site/site-contract.ts';

/** The contracts of the experience, commerce and shop routes and of the site's own routes (what the server declares as `schema`). */
const routeContracts = Object.entries({
  ...account,
  ...content,
  ...dataExport,
  ...devices,
  ...session,
  ...commerce,
  ...shop,
  ...site,
  ...outbox,
}).flatMap(([name, value]) => {
  if (!name.endsWith('Route')) return [];
  const contract: unknown = typeof value === 'function' ? value('text/javascript') : value;
  return [[name, contract] as const];
});

describe('route contracts', () => {
  it('are found in the contract modules', () => {
    expect(routeContracts.map(([name]) => name)).toEqual(
      expect.arrayContaining(['getAccountInfoRoute', 'userRoute', 'shopLoginRoute', 'pageRoute', 'outboxRoute']),
    );
  });

  it.each(routeContracts)('%s declares its answer and its service error shape for 4xx and 5xx', (_name, contract) => {
    const response: unknown = Reflect.get(Object(contract), 'response');
    const statuses = Object.keys(Object(response));
    expect(statuses.some((status) => /^[23]/.test(status))).toBe(true);
    expect(statuses).toEqual(expect.arrayContaining(['4xx', '5xx']));
  });
});

describe('feature toggles', () => {
  it('are on the wire exactly the list of packages/core, every one required', () => {
    expect(Object.keys(featureTogglesSchema.properties)).toEqual([...featureToggleNames]);
    expect(featureTogglesSchema.required).toEqual(featureToggleNames);
  });
});
