import { useId, useState } from 'react';
import { offersHigherLevels } from '@shopfront/core';
import { Button, Checkbox, RichText, StatusMessage, useText } from '@shopfront/ui';
import type { DialogProps } from '../environment/dialog-environment.ts';
import { CallErrorNotification } from '../form/call-error-notification.tsx';
import { DocumentLink } from '../form/document-consents.tsx';
import { WidgetDialog } from '../form/widget-dialog.tsx';
import type { MarketingBox, MarketingChoices } from './marketing-consent-state.ts';
import { useMarketingConsent } from './use-marketing-consent.ts';
import '../account-form.css';
import './marketing-consent.css';

export type MarketingAppearance = 'light' | 'dark';

export interface MarketingConsentDialogProps extends DialogProps {
  readonly appearance?: MarketingAppearance;
  /** Called once the consents are saved, before the dialog closes (the root announces it on the bus). */
  readonly onSaved: (choices: MarketingChoices) => void;
}

/** A consent statement whose full text can be folded to its first lines; the whole text is always its label. */
function StatementCheckbox({
  label,
  ...checkbox
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: (ticked: boolean) => void;
  readonly name: string;
}) {
  const text = useText();
  const [expanded, setExpanded] = useState(false);
  const statementId = useId();
  return (
    <div className="sf-marketing__statement" data-expanded={expanded}>
      <Checkbox
        label={
          <span id={statementId} className="sf-marketing__statement-text">
            {label}
          </span>
        }
        {...checkbox}
      />
      <button
        type="button"
        className="sf-account-form__text-button sf-marketing__statement-toggle"
        aria-expanded={expanded}
        aria-controls={statementId}
        onClick={() => setExpanded(!expanded)}
      >
        {text(expanded ? 'marketing.hideStatement' : 'marketing.showStatement')}
      </button>
    </div>
  );
}

/** Marketing preferences, multi-level or single-level as the market's toggle selects (docs/account-widget.md §2, §4). */
export function MarketingConsentDialog({
  environment,
  onClose,
  appearance = 'light',
  onSaved,
}: MarketingConsentDialogProps) {
  const text = useText();
  const { links } = environment;
  const { state, rules, checkbox, form, submit } = useMarketingConsent(environment, {
    onSaved: (choices) => {
      onSaved(choices);
      onClose();
    },
  });
  const company = text('market.companyEntity');
  const box = (name: MarketingBox) => ({ name, ...checkbox(name) });
  const choices = 'choices' in state ? state.choices : undefined;

  return (
    <WidgetDialog
      size="large"
      title={text('marketing.title')}
      description={text('marketing.description', { company })}
      onClose={onClose}
    >
      {state.step === 'verifying' || state.step === 'loading' ? (
        <StatusMessage>{text('general.loading')}</StatusMessage>
      ) : null}
      {state.step === 'load-failed' ? <CallErrorNotification error={state.error} /> : null}
      {choices ? (
        <form
          className="sf-account-form sf-marketing"
          data-state={state.step}
          data-appearance={appearance}
          data-variant={choices.variant}
          onSubmit={form.onSubmit}
          noValidate
          aria-label={text('marketing.title')}
        >
          {state.step === 'failed' ? <CallErrorNotification error={state.error} /> : null}
          {choices.variant === 'multi-level' ? (
            <>
              <StatementCheckbox label={text('marketing.levelOne', { company })} {...box('consentLevelOne')} />
              <p className="sf-marketing__policy">
                <RichText id="marketing.privacyLink" components={{ 0: <DocumentLink href={links.privacyHref} /> }} />
              </p>
              {choices.record.consentLevelOne && offersHigherLevels(rules) ? (
                <>
                  <StatementCheckbox label={text('marketing.levelTwo', { company })} {...box('consentLevelTwo')} />
                  <StatementCheckbox label={text('marketing.levelThree', { company })} {...box('consentLevelThree')} />
                </>
              ) : null}
              {rules.requiresUsResidency && choices.record.consentLevelOne ? (
                <Checkbox label={text('marketing.usResidency')} required {...box('usDeclaration')} />
              ) : null}
              <Checkbox
                label={<RichText id="marketing.terms" components={{ 0: <DocumentLink href={links.termsHref} /> }} />}
                required
                {...box('isAgreementAccepted')}
              />
            </>
          ) : (
            <>
              <Checkbox label={text('marketing.legacy.newsletter')} {...box('newsletter')} />
              <Checkbox label={text('marketing.legacy.personalisation')} {...box('personalisation')} />
              <Checkbox label={text('marketing.legacy.extendedPersonalisation')} {...box('extendedPersonalisation')} />
              <Checkbox
                label={<RichText id="marketing.terms" components={{ 0: <DocumentLink href={links.termsHref} /> }} />}
                required
                {...box('terms')}
              />
            </>
          )}
          <p className="sf-marketing__note">{text('consent.withdrawNote')}</p>
          <Button variant="primary" type="submit" fullWidth busy={submit.busy} disabled={submit.disabled}>
            {text('marketing.submit')}
          </Button>
        </form>
      ) : null}
    </WidgetDialog>
  );
}
