export { mountAccountWidget, type AccountWidgetLinks, type MountAccountWidgetOptions } from './loader.ts';
export { LoginForm, type LoginFormProps } from './login/login-form.tsx';
export { browserLoginDependencies, siteHomeUrl } from './login/browser-login-dependencies.ts';
export { completeAuthorization, type AuthorizationCallbackOutcome } from './login/complete-authorization.ts';
export { openVerificationLink } from './login/login-flow.ts';
export { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password/reset-password-form.tsx';
export { useResetTokenFromLocation } from './reset-password/reset-token.ts';
export { RegistrationForm, type RegistrationFormProps } from './registration/registration-form.tsx';
