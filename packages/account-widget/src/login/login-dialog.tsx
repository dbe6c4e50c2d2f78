import { useState } from 'react';
import { useText } from '@shopfront/ui';
import type { DialogProps } from '../environment/dialog-environment.ts';
import { browserLoginFlowOptions } from './browser-login-dependencies.ts';
import { LoginForm } from './login-form.tsx';
import { WidgetDialog } from '../form/widget-dialog.tsx';

export interface LoginDialogProps extends DialogProps {
  readonly onForgotPassword: () => void;
}

/**
 * The login dialog. Its extra-consent step is titled by the dialog itself (title and intro), so the screen has one
 * heading of that name and no empty band where the form's own would be.
 */
export function LoginDialog({ environment, onClose, onForgotPassword }: LoginDialogProps) {
  const text = useText();
  const { fetch, config, navigate, links } = environment;
  const [consentStep, setConsentStep] = useState(false);
  return (
    <WidgetDialog
      size="small"
      title={text(consentStep ? 'consent.title' : 'login.title')}
      description={text(consentStep ? 'consent.intro' : 'login.intro')}
      onClose={onClose}
    >
      <LoginForm
        dependencies={{ fetch, config, navigate, ...browserLoginFlowOptions(config) }}
        sectionHeadingLevel={3}
        onForgotPassword={onForgotPassword}
        onConsentStepChange={setConsentStep}
        {...links}
      />
    </WidgetDialog>
  );
}
