import { useId } from 'react';
import { deviceBrowserNames, devicePlatformNames } from '@shopfront/core';
import { countryName } from '@shopfront/i18n';
import type { AccountWidgetConfig, SignedInDevice } from '@shopfront/api';
import { Button, Dialog, useText } from '@shopfront/ui';
import { DateMessage, IntlText } from './intl-text.tsx';
import { isConfirmationOpen } from './signed-in-devices-state.ts';
import { useSignedInDevices } from './use-signed-in-devices.ts';

/**
 * The dashboard's "Signed-in devices": every browser with a live session of the account (browser, system, shop, when
 * signed in and last active, this device marked), each other one with its sign-out, and all others at once; each after
 * a confirmation. The sessions, shop session and OAuth grants of a signed-out device end on every instance.
 */
export function SignedInDevices({ config }: { readonly config: AccountWidgetConfig }) {
  const text = useText();
  const titleId = useId();
  const { list, signOut, ask, cancel, confirm } = useSignedInDevices(config);

  const nameOf = ({ browser, platform }: SignedInDevice) =>
    text('dashboard.devices.name', {
      browser: browser === 'other' ? text('dashboard.devices.unknownBrowser') : deviceBrowserNames[browser],
      platform: platform === 'other' ? text('dashboard.devices.unknownPlatform') : devicePlatformNames[platform],
    });
  const others = list.devices.filter((device) => !device.isCurrent);
  const target = signOut.step === 'idle' ? undefined : signOut.target;
  const targetName = target?.kind === 'device' ? target.name : undefined;

  return (
    <section className="site-devices" aria-labelledby={titleId} data-state={signOut.step}>
      <h2 id={titleId}>{text('dashboard.devices.title')}</h2>
      <p>{text('dashboard.devices.intro')}</p>
      {list.status === 'pending' ? <p role="status">{text('general.loading')}</p> : null}
      {list.status === 'error' ? <p role="alert">{text('error.loadFailed')}</p> : null}
      <p role="status">
        {signOut.step === 'signed-out'
          ? targetName
            ? text('dashboard.devices.signedOut', { device: targetName })
            : text('dashboard.devices.othersSignedOut')
          : null}
      </p>
      {list.devices.length > 0 ? (
        <ul className="site-devices__list">
          {list.devices.map((device) => {
            const name = nameOf(device);
            return (
              <li key={device.id} className="site-devices__item" data-current={device.isCurrent}>
                <p className="site-devices__name">
                  <strong>{name}</strong>
                  {device.isCurrent ? (
                    <span className="site-devices__current"> · {text('dashboard.devices.thisDevice')}</span>
                  ) : null}
                </p>
                <p>
                  <IntlText
                    source={device.market}
                    render={() =>
                      text('dashboard.devices.shop', { country: countryName(device.market, config.locale) })
                    }
                  />
                  <br />
                  <DateMessage messageKey="dashboard.devices.signedIn" at={device.signedInAt} style="date-time" />
                  <br />
                  <DateMessage messageKey="dashboard.devices.lastActive" at={device.lastActiveAt} style="date-time" />
                </p>
                {device.isCurrent ? null : (
                  <Button variant="secondary" onClick={() => ask({ kind: 'device', id: device.id, name })}>
                    <span aria-hidden="true">{text('dashboard.devices.signOut')}</span>
                    <span className="sf-visually-hidden">
                      {text('dashboard.devices.signOutDevice', { device: name })}
                    </span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {list.status === 'success' && others.length === 0 ? <p>{text('dashboard.devices.onlyThis')}</p> : null}
      {others.length > 0 ? (
        <div className="site-actions">
          <Button variant="secondary" onClick={() => ask({ kind: 'others' })}>
            {text('dashboard.devices.signOutOthers')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={isConfirmationOpen(signOut)}
        onClose={cancel}
        size="small"
        title={
          targetName
            ? text('dashboard.devices.confirmTitle', { device: targetName })
            : text('dashboard.devices.confirmOthersTitle')
        }
        description={text(targetName ? 'dashboard.devices.confirmText' : 'dashboard.devices.confirmOthersText')}
        closeLabel={text('dialog.close')}
      >
        {signOut.step === 'failed' ? <p role="alert">{text('dashboard.devices.failed')}</p> : null}
        <div className="site-actions">
          <Button variant="primary" busy={signOut.step === 'signing-out'} onClick={confirm}>
            {text('dashboard.devices.signOut')}
          </Button>
          <Button variant="secondary" onClick={cancel}>
            {text('dashboard.devices.cancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
