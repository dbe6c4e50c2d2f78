import { type FormEvent, useEffect, useState } from 'react';
import { PageLayout, useHydrated } from '@shopfront/site-shell';
import { Button, Notification, StatusMessage, useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';

/**
 * `leaving`: the action navigates away (a verified registration signs in). The page then stays as it is, busy: a
 * render now would let the header check a session that is only half made and drop it.
 */
export type OneClickOutcome = 'done' | 'leaving' | 'invalid' | 'failed';
type OneClickStep = 'ready' | 'sending' | Exclude<OneClickOutcome, 'leaving'>;

/** Catalogue keys. `doneTitle` names the outcome in its own words: the page's heading is not repeated in the notice. */
export interface OneClickTexts {
  readonly title: string;
  readonly intro: string;
  readonly submit: string;
  readonly doneTitle: string;
  readonly done: string;
  readonly invalid: string;
}

/** The keys of a page whose catalogue texts share a prefix (`<prefix>.title`, `<prefix>.intro`, …), with any of its own. */
export function oneClickTexts(prefix: string, own: Partial<OneClickTexts> = {}): OneClickTexts {
  return {
    title: `${prefix}.title`,
    intro: `${prefix}.intro`,
    submit: `${prefix}.submit`,
    doneTitle: `${prefix}.doneTitle`,
    done: `${prefix}.done`,
    invalid: `${prefix}.invalid`,
    ...own,
  };
}

export interface OneClickLinkPageProps extends SitePageProps {
  /** The query parameters the mailed link carries; all must be present. */
  readonly linkParameters: readonly string[];
  readonly texts: OneClickTexts;
  readonly act: (link: Readonly<Record<string, string>>) => Promise<OneClickOutcome>;
}

/**
 * The page a mailed single-purpose link opens (unsubscribe, confirm a subscription): it asks for one click, so a mail
 * scanner's visit changes nothing, and takes the token out of the address bar at once, like the reset page.
 */
export function OneClickLinkPage({ linkParameters, texts, act, ...props }: OneClickLinkPageProps) {
  const text = useText();
  const hydrated = useHydrated();
  const [link] = useState(() =>
    Object.fromEntries(linkParameters.map((name) => [name, props.searchParams.get(name) ?? ''])),
  );
  const [step, setStep] = useState<OneClickStep>(Object.values(link).every(Boolean) ? 'ready' : 'invalid');
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!linkParameters.some((name) => url.searchParams.has(name))) return;
    for (const name of linkParameters) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url.href);
  }, [linkParameters]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStep('sending');
    const outcome = await act(link);
    if (outcome !== 'leaving') setStep(outcome);
  }

  return (
    <PageLayout {...props}>
      <title>{`${text(texts.title)} | Nordhem`}</title>
      <div className="site-narrow" data-state={step}>
        <h1>{text(texts.title)}</h1>
        {step === 'sending' ? <StatusMessage>{text('wait.message')}</StatusMessage> : null}
        {step === 'done' ? (
          <Notification tone="success" title={text(texts.doneTitle)}>
            {text(texts.done)}
          </Notification>
        ) : step === 'invalid' ? (
          <Notification tone="error" title={text('error.title')}>
            {text(texts.invalid)}
          </Notification>
        ) : (
          <form onSubmit={submit} aria-label={text(texts.title)}>
            {step === 'failed' ? (
              <Notification tone="error" title={text('error.title')}>
                {text('error.unknown')}
              </Notification>
            ) : null}
            <p>{text(texts.intro)}</p>
            {/* The action is the page's script: until it runs, a click would submit the bare form and lose the link. */}
            <Button variant="primary" type="submit" busy={step === 'sending'} disabled={!hydrated}>
              {text(texts.submit)}
            </Button>
          </form>
        )}
      </div>
    </PageLayout>
  );
}
