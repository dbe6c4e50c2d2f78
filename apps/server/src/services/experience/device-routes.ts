import { signOutDeviceRoute, signOutOtherDevicesRoute, signedInDevicesRoute } from '@shopfront/api';
import type { MarketConfig } from '../../config/market-config.ts';
import { cdcError, cdcErrors, sapOk, sapShape } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { signedInCustomerHook } from '../../sessions/signed-in-customer.ts';

export interface DeviceRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
}

/**
 * The customer's signed-in devices (docs/decisions/021-signed-in-devices.md): the list, with the asking session's
 * device marked, and signing one device or every other device out. Every route acts for the customer of the
 * experience session; errors are `sap_<code>`.
 */
export const deviceRoutes: TypedPlugin<DeviceRoutesOptions> = async (app, { markets }) => {
  const { signedInDevices } = app;
  const { require: requireCustomer, customerOf } = signedInCustomerHook(app, {
    markets,
    refusal: () => cdcError(cdcErrors.noSession),
  });

  answerErrorsIn(app, sapShape, 'routes');
  answerNoStore(app);

  app.get('/devices', { schema: signedInDevicesRoute, preHandler: requireCustomer }, async (request) => {
    const { account, session } = customerOf(request);
    const devices = await signedInDevices.list(account.uid, session.deviceId);
    return sapOk(request, {
      devices: devices.map((device) => ({
        ...device,
        signedInAt: device.signedInAt.toISOString(),
        lastActiveAt: device.lastActiveAt.toISOString(),
      })),
    });
  });

  app.post('/devices/sign-out', { schema: signOutDeviceRoute, preHandler: requireCustomer }, async (request) => {
    const { account } = customerOf(request);
    if (!(await signedInDevices.signOut(account.uid, request.body.id)))
      throw cdcError(cdcErrors.invalidParameter, 'No signed-in device of this account has this id');
    return sapOk(request, {});
  });

  app.post(
    '/devices/sign-out-others',
    { schema: signOutOtherDevicesRoute, preHandler: requireCustomer },
    async (request) => {
      const { account, session } = customerOf(request);
      // A session opened before devices were recorded cannot tell its own device from the others.
      if (!session.deviceId) throw cdcError(cdcErrors.unauthorizedUser, 'This session names no device: sign in again');
      await signedInDevices.signOutOthers(account.uid, session.deviceId);
      return sapOk(request, {});
    },
  );
};
