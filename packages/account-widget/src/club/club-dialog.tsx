import { type ReactNode, useId, useState } from 'react';
import type { BirthDateFormat } from '@shopfront/core';
import { type WelcomeGift, findMarket } from '@shopfront/i18n';
import { Button, Checkbox, RichText, StatusMessage, TextField, useText } from '@shopfront/ui';
import type { DialogProps } from '../environment/dialog-environment.ts';
import { CallErrorNotification } from '../form/call-error-notification.tsx';
import { DocumentLink } from '../form/document-consents.tsx';
import { InlineLink } from '../form/inline-link.tsx';
import { WidgetDialog } from '../form/widget-dialog.tsx';
import { useClubDialog } from './use-club-dialog.ts';
import '../account-form.css';
import './club-dialog.css';

export interface ClubDialogProps extends DialogProps {
  /** After success. */
  readonly reload: () => void;
  /** Announces the outcome on the page-wide bus. */
  readonly onJoined: (detail: { readonly newsletter: boolean }) => void;
  readonly now?: () => Date;
}

const benefitKeys = [
  'club.benefit.birthday',
  'club.benefit.offers',
  'club.benefit.events',
  'club.benefit.tips',
  'club.benefit.vip',
  'club.benefit.news',
] as const;
const formatKeys: Readonly<Record<BirthDateFormat, string>> = {
  'DD/MM/YYYY': 'date.pattern.ddmmyyyy',
  'MM/DD/YYYY': 'date.pattern.mmddyyyy',
  'D.M.YYYY': 'date.pattern.dmyyyy',
};

function useGiftText(gift: WelcomeGift | undefined, locale: string, currency: string): string | undefined {
  const text = useText();
  if (!gift) return undefined;
  const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
  switch (gift.kind) {
    case 'amount-off':
      return text('club.gift.amountOff', {
        amount: new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
          gift.amount,
        ),
      });
    case 'percent-off':
      return text('club.gift.percentOff', { percent: percent(gift.percent) });
    case 'percent-off-accessories':
      return text('club.gift.percentOffAccessories', { percent: percent(gift.percent) });
    default:
      return gift satisfies never;
  }
}

/** A decorative picture of the club card: it says nothing the headline does not. */
function ClubIllustration() {
  return (
    <svg className="sf-club__illustration" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect x="10" y="12" width="140" height="76" rx="10" fill="var(--sf-color-accent)" />
      <rect x="10" y="30" width="140" height="12" fill="var(--sf-color-accent-hover)" />
      <circle cx="124" cy="68" r="10" fill="var(--sf-color-accent-contrast)" opacity="0.8" />
      <rect x="24" y="60" width="60" height="6" rx="3" fill="var(--sf-color-accent-contrast)" opacity="0.8" />
      <rect x="24" y="72" width="40" height="6" rx="3" fill="var(--sf-color-accent-contrast)" opacity="0.6" />
    </svg>
  );
}

function Collapsible({
  id,
  expanded,
  children,
}: {
  readonly id: string;
  readonly expanded: boolean;
  readonly children: ReactNode;
}) {
  return (
    <p id={id} className="sf-club__description" hidden={!expanded}>
      {children}
    </p>
  );
}

/** The loyalty-club dialog (docs/account-widget.md §2 club consent, §4 club dialog, §5 birth date and club). */
export function ClubDialog({ environment, onClose, ...options }: ClubDialogProps) {
  const text = useText();
  const { config, links: legalLinks } = environment;
  const { state, rules, join, newsletter, birthDate, form, submit } = useClubDialog(environment, options);
  const market = findMarket(config.country);
  const gift = useGiftText(market?.welcomeGift, environment.locale, market?.currency ?? 'EUR');
  const [descriptionShown, setDescriptionShown] = useState(false);
  const descriptionId = useId();
  const { clubTermsHref } = legalLinks;

  return (
    <WidgetDialog size="large" title={text('club.title')} onClose={onClose}>
      {state.step === 'verifying' ? <StatusMessage>{text('general.loading')}</StatusMessage> : null}
      {state.step === 'reloading' ? <StatusMessage>{text('wait.message')}</StatusMessage> : null}
      {state.step === 'editing' || state.step === 'saving' || state.step === 'failed' ? (
        <form
          className="sf-account-form sf-club"
          data-state={state.step}
          onSubmit={form.onSubmit}
          noValidate
          aria-label={text('club.title')}
        >
          <ClubIllustration />
          <p className="sf-club__intro">{text('club.intro')}</p>
          <ul className="sf-club__benefits">
            {gift ? <li>{text('club.benefit.welcomeGift', { gift })}</li> : null}
            {benefitKeys.map((key) => (
              <li key={key}>{text(key)}</li>
            ))}
          </ul>
          {state.step === 'failed' ? <CallErrorNotification error={state.error} /> : null}
          <Checkbox
            name="joinClub"
            required
            label={
              clubTermsHref ? (
                <RichText
                  id="club.join"
                  components={{
                    0: <DocumentLink href={clubTermsHref} />,
                    1: <DocumentLink href={legalLinks.privacyHref} />,
                  }}
                />
              ) : (
                text('club.joinWithoutLinks')
              )
            }
            {...join}
          />
          {rules.newsletterShown ? (
            <div className="sf-club__newsletter">
              <Checkbox name="clubNewsletter" label={text('club.newsletter')} {...newsletter} />
              <button
                type="button"
                className="sf-account-form__text-button sf-club__toggle"
                aria-expanded={descriptionShown}
                aria-controls={descriptionId}
                onClick={() => setDescriptionShown(!descriptionShown)}
              >
                {text(descriptionShown ? 'club.readLess' : 'club.readMore')}
              </button>
              <Collapsible id={descriptionId} expanded={descriptionShown}>
                {text('club.newsletterDescription')}
              </Collapsible>
            </div>
          ) : null}
          <TextField
            label={text('club.birthDate')}
            name="birthDate"
            autoComplete="bday"
            inputMode="numeric"
            hint={text('club.birthDateHint', { format: text(formatKeys[rules.birthDateFormat]) })}
            error={birthDate.invalid ? text('validation.dateInvalid') : undefined}
            value={birthDate.value}
            onChange={birthDate.onChange}
            onBlur={birthDate.onBlur}
            disabled={state.step === 'saving'}
          />
          {rules.selectAll ? <p className="sf-club__note">{text('club.selectAllNote')}</p> : null}
          {state.step === 'editing' && state.selectAllWarning ? (
            <p className="sf-club__warning" role="alert">
              {text('club.selectAllWarning')}
            </p>
          ) : null}
          <Button variant="primary" type="submit" fullWidth busy={submit.busy} disabled={submit.disabled}>
            {text('club.submit')}
          </Button>
          <p className="sf-club__note">
            <RichText
              id="club.support"
              values={{ email: config.clubSupportEmail }}
              components={{ 0: <InlineLink href={`mailto:${config.clubSupportEmail}`} /> }}
            />
          </p>
          <p className="sf-club__links">
            <DocumentLink href={legalLinks.privacyHref}>{text('consentName.privacyStatement')}</DocumentLink>
            <DocumentLink href={legalLinks.termsHref}>{text('consentName.termsStatement')}</DocumentLink>
          </p>
        </form>
      ) : null}
    </WidgetDialog>
  );
}
