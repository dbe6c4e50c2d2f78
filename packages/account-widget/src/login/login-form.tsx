import { useEffect, useId, useRef } from 'react';
import { Button, Checkbox, StatusMessage, useText } from '@shopfront/ui';
import { ErrorNotification } from '../form/call-error-notification.tsx';
import { DocumentConsents } from '../form/document-consents.tsx';
import { EmailField } from '../form/email-field.tsx';
import { PostedForm } from '../form/posted-form.tsx';
import { AccountPasswordField } from '../password/account-password-field.tsx';
import type { LoginFlowDependencies } from './login-flow.ts';
import type { VerificationResend } from './login-form-state.ts';
import { useLoginForm } from './use-login-form.ts';
import './login-form.css';

export interface LoginFormProps {
  readonly dependencies: LoginFlowDependencies;
  /** Opens the forgot-password screen; the link shows only where that screen exists. */
  readonly onForgotPassword?: () => void;
  readonly registerHref: string;
  readonly privacyHref: string;
  readonly termsHref: string;
  /** The heading level of the register prompt: 3 inside a dialog (whose title is h2), 2 on the login page. */
  readonly sectionHeadingLevel: 2 | 3;
  /**
   * Told when the form turns into the extra-consent step (or back). Given, the container titles the step (a dialog
   * shows the step's title and intro as its own) and the form shows only the step's fields: one heading per screen.
   */
  readonly onConsentStepChange?: (consentStep: boolean) => void;
}

const registerReasons = ['appliances', 'orders', 'manuals', 'offers', 'club'] as const;

/** The login form of the /login page and the login dialog, with the extra-consent step it may need. */
export function LoginForm(props: LoginFormProps) {
  const text = useText();
  const { dependencies } = props;
  // The page's dependencies are both: the environment's part (fetch, configuration, navigation) and the flow's options.
  const login = useLoginForm(dependencies, dependencies);
  const { state } = login;
  const consentTitleId = useId();
  const registerTitleId = useId();
  const error = state.errorMessageKey ? <ErrorNotification messageKey={state.errorMessageKey} /> : null;
  const Heading = props.sectionHeadingLevel === 2 ? 'h2' : 'h3';
  const consentStep = state.step === 'consent-needed' || state.step === 'consent-submitting';
  const consentHeading = useRef<HTMLHeadingElement>(null);
  const consentForm = useRef<HTMLFormElement>(null);
  const { onConsentStepChange } = props;
  const containerTitlesConsentStep = onConsentStepChange !== undefined;
  // The login form (and the focused button in it) goes away: focus moves to the step that replaces it, its heading,
  // or where the container titles the step, its first box.
  useEffect(() => {
    onConsentStepChange?.(consentStep);
    if (!consentStep) return;
    if (consentHeading.current) consentHeading.current.focus();
    else consentForm.current?.querySelector('input')?.focus();
  }, [consentStep, onConsentStepChange]);

  if (state.step === 'consent-needed' || state.step === 'consent-submitting') {
    return (
      <PostedForm
        className="sf-login"
        data-state={state.step}
        form={login.form}
        ref={consentForm}
        {...(containerTitlesConsentStep
          ? { 'aria-label': text('consent.title') }
          : { 'aria-labelledby': consentTitleId })}
      >
        {containerTitlesConsentStep ? null : (
          <>
            <Heading id={consentTitleId} className="sf-login__section-title" ref={consentHeading} tabIndex={-1}>
              {text('consent.title')}
            </Heading>
            <p className="sf-login__intro">{text('consent.intro')}</p>
          </>
        )}
        {error}
        <DocumentConsents consentIds={state.consent.missingConsents} links={props} checkbox={login.consentCheckbox} />
        <Button variant="primary" type="submit" fullWidth {...login.submit}>
          {text('consent.continue')}
        </Button>
      </PostedForm>
    );
  }

  return (
    <div className="sf-login" data-state={state.step}>
      <PostedForm className="sf-login__form" form={login.form} aria-label={text('login.title')}>
        {error}
        {state.step === 'verification-pending' ? (
          <VerificationPendingNotice resend={state.verification.resend} onResend={login.resend.onClick} />
        ) : null}
        {/* Above the address field: the field's error, shown when a click leaves it empty, cannot move it away from
            under the pointer between press and release. */}
        <Button variant="secondary" fullWidth {...login.passkey}>
          {text('login.passkey')}
        </Button>
        <EmailField {...login.email} autoComplete="username webauthn" />
        <AccountPasswordField
          label={text('login.password')}
          name="password"
          autoComplete="current-password"
          {...login.password}
        />
        <Checkbox label={text('login.rememberMe')} name="rememberMe" {...login.rememberMe} />
        <Button variant="primary" type="submit" fullWidth {...login.submit}>
          {text('login.submit')}
        </Button>
        {props.onForgotPassword ? (
          <Button variant="link" onClick={props.onForgotPassword}>
            {text('login.forgotPassword')}
          </Button>
        ) : null}
        {state.step === 'redirecting' ? <StatusMessage>{text('login.wait')}</StatusMessage> : null}
      </PostedForm>
      <section className="sf-login__register" aria-labelledby={registerTitleId}>
        <Heading id={registerTitleId} className="sf-login__section-title">
          {text('login.registerTitle')}
        </Heading>
        <p>{text('login.registerIntro')}</p>
        <ul>
          {registerReasons.map((reason) => (
            <li key={reason}>{text(`login.reason.${reason}`)}</li>
          ))}
        </ul>
        <a className="sf-login__register-link" href={props.registerHref}>
          {text('login.registerLink')}
        </a>
      </section>
    </div>
  );
}

/**
 * An unverified account's refused login (docs/rules.md verification): what to do, and the link sent again right here.
 * The status region is on the page before the click, so its text is announced; focus stays on the button.
 */
function VerificationPendingNotice({
  resend,
  onResend,
}: {
  readonly resend: VerificationResend;
  readonly onResend: () => void;
}) {
  const text = useText();
  return (
    <div className="sf-login__verification">
      <ErrorNotification messageKey="login.pendingVerification" />
      <Button variant="secondary" onClick={onResend} busy={resend.status === 'sending'}>
        {text('register.resend')}
      </Button>
      <StatusMessage>
        {resend.status === 'sent'
          ? text('register.resent')
          : resend.status === 'refused'
            ? text(resend.messageKey)
            : null}
      </StatusMessage>
    </div>
  );
}
