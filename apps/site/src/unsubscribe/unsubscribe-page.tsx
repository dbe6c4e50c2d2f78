import { type FormEvent, useEffect, useState } from 'react';
import { IdentityProviderError, processCdcResponse, requestUnsubscribe } from '@shopfront/api';
import { PageLayout } from '@shopfront/site-shell';
import { Button, Notification, useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';

type UnsubscribeStep = 'ready' | 'sending' | 'done' | 'invalid' | 'failed';
const linkParameters = ['channelToken', 'subscriptionID'] as const;

/**
 * The page a marketing e-mail's unsubscribe link opens: it asks for one click (a link scanner's visit unsubscribes
 * nobody), then calls accounts.unsubscribe with the link's single-purpose token. Mail clients use the one-click
 * address of the List-Unsubscribe header instead.
 */
export function UnsubscribePage(props: SitePageProps) {
  const text = useText();
  // Read once: the token then leaves the address bar, like the reset link's.
  const [link] = useState(() => {
    const query = new URL(window.location.href).searchParams;
    return { channelToken: query.get('channelToken') ?? '', subscriptionID: query.get('subscriptionID') ?? '' };
  });
  const [step, setStep] = useState<UnsubscribeStep>(link.channelToken && link.subscriptionID ? 'ready' : 'invalid');
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!linkParameters.some((name) => url.searchParams.has(name))) return;
    for (const name of linkParameters) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url.href);
  }, []);

  async function unsubscribe(event: FormEvent) {
    event.preventDefault();
    setStep('sending');
    try {
      await processCdcResponse(await requestUnsubscribe((input, init) => fetch(input, init), props.accountConfig, link.channelToken, link.subscriptionID));
      setStep('done');
    } catch (error) {
      setStep(error instanceof IdentityProviderError && error.statusCode < 500 ? 'invalid' : 'failed');
    }
  }

  return (
    <PageLayout {...props}>
      <title>{`${text('page.unsubscribe.title')} | Nordhem`}</title>
      <div className="site-narrow" data-state={step}>
        <h1>{text('page.unsubscribe.title')}</h1>
        {step === 'done' ? (
          <Notification tone="success" title={text('page.unsubscribe.title')}>
            {text('page.unsubscribe.done')}
          </Notification>
        ) : step === 'invalid' ? (
          <Notification tone="error" title={text('error.title')}>
            {text('page.unsubscribe.invalid')}
          </Notification>
        ) : (
          <form onSubmit={unsubscribe} aria-label={text('page.unsubscribe.title')}>
            {step === 'failed' ? (
              <Notification tone="error" title={text('error.title')}>
                {text('error.unknown')}
              </Notification>
            ) : null}
            <p>{text('page.unsubscribe.intro')}</p>
            <Button variant="primary" type="submit" busy={step === 'sending'}>
              {text('page.unsubscribe.submit')}
            </Button>
          </form>
        )}
      </div>
    </PageLayout>
  );
}
