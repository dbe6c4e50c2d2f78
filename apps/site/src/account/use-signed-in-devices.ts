import { useReducer } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccountWidgetConfig,
  type FetchFunction,
  type SignedInDevice,
  signOutDevice,
  signOutOtherDevices,
} from '@shopfront/api';
import {
  type DeviceSignOutState,
  type DeviceSignOutTarget,
  deviceSignOutReducer,
  noDeviceSignOut,
} from './signed-in-devices-state.ts';
import { signedInDevicesQuery } from './dashboard-queries.ts';

export interface SignedInDevicesModel {
  readonly list: { readonly status: 'pending' | 'error' | 'success'; readonly devices: readonly SignedInDevice[] };
  readonly signOut: DeviceSignOutState;
  readonly ask: (target: DeviceSignOutTarget) => void;
  readonly cancel: () => void;
  readonly confirm: () => void;
}

/**
 * The customer's devices (the experience API's list) and the sign-out of one or of all others: asked, confirmed, then
 * the list is read again. `fetch` is injected, as in every client of the widget.
 */
export function useSignedInDevices(
  config: Pick<AccountWidgetConfig, 'experienceApiHost' | 'sitePathPrefix'>,
  fetchFunction: FetchFunction = (input, init) => fetch(input, init),
): SignedInDevicesModel {
  const queryClient = useQueryClient();
  const devicesQuery = signedInDevicesQuery(config, fetchFunction);
  const { queryKey } = devicesQuery;
  const { data, status } = useQuery(devicesQuery);
  const [signOut, dispatch] = useReducer(deviceSignOutReducer, noDeviceSignOut);

  async function signOutTarget(target: DeviceSignOutTarget) {
    dispatch({ type: 'confirm' });
    try {
      if (target.kind === 'device') await signOutDevice(fetchFunction, config.experienceApiHost, target.id);
      else await signOutOtherDevices(fetchFunction, config.experienceApiHost);
      dispatch({ type: 'succeed' });
    } catch {
      dispatch({ type: 'fail' });
    }
    await queryClient.invalidateQueries({ queryKey });
  }

  return {
    list: { status, devices: data ?? [] },
    signOut,
    ask: (target) => dispatch({ type: 'ask', target }),
    cancel: () => dispatch({ type: 'cancel' }),
    confirm: () => {
      if (signOut.step === 'confirming' || signOut.step === 'failed') void signOutTarget(signOut.target);
    },
  };
}
