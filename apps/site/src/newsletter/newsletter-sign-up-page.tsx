import { useState } from 'react';
import { sitePages, sitePath } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { Button, Checkbox, TextField, useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';
import loadNewsletterTexts from 'virtual:shopfront-catalogue/newsletter';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadNewsletterTexts];

/** Why the sign-up endpoint sent the visitor back here (`?error=`), with the catalogue key of the text shown. */
const signUpErrors = {
  'email-invalid': 'validation.emailInvalid',
  'too-many': 'page.newsletterSignUp.tooMany',
  'us-declaration-missing': 'validation.required',
} as const;

type SignUpError = keyof typeof signUpErrors;

function isSignUpError(value: string | null): value is SignUpError {
  return value !== null && Object.hasOwn(signUpErrors, value);
}

/**
 * The newsletter sign-up as a page: where the footer's form comes back to when the address was refused, with the
 * address typed kept (`?email=`) and the reason shown (in the US with the residency and age declaration the
 * market asks for); a plain form POST to the sign-up endpoint, no script needed.
 */
export function NewsletterSignUpPage(props: SitePageProps) {
  const text = useText();
  const query = props.searchParams;
  const [email, setEmail] = useState(() => query.get('email') ?? '');
  const [usDeclaration, setUsDeclaration] = useState(false);
  const error = query.get('error');
  const signUpError = isSignUpError(error) ? error : undefined;
  const emailErrorKey =
    signUpError === 'email-invalid' || signUpError === 'too-many' ? signUpErrors[signUpError] : undefined;
  return (
    <PageLayout {...props}>
      <title>{`${text('page.newsletterSignUp.title')} | Nordhem`}</title>
      <div className="site-narrow">
        <h1>{text('page.newsletterSignUp.title')}</h1>
        <p>{text('page.newsletterSignUp.intro')}</p>
        <form
          className="site-sign-up-form"
          method="post"
          action={sitePath(props.site, sitePages.newsletterSignUp)}
          noValidate
        >
          <TextField
            label={text('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={setEmail}
            {...(emailErrorKey ? { error: text(emailErrorKey) } : {})}
          />
          {props.site.market.requiresUsResidency ? (
            <Checkbox
              name="usDeclaration"
              required
              label={text('marketing.usResidency')}
              checked={usDeclaration}
              onChange={setUsDeclaration}
              {...(signUpError === 'us-declaration-missing' ? { error: text(signUpErrors[signUpError]) } : {})}
            />
          ) : null}
          <Button variant="primary" type="submit">
            {text('page.newsletterSignUp.submit')}
          </Button>
        </form>
      </div>
    </PageLayout>
  );
}
