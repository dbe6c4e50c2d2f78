import type { ReactNode } from 'react';
import type { Site } from '@shopfront/i18n';
import { useText } from '@shopfront/ui';
import { useGlobals } from '../site-config/use-globals.ts';
import { useSiteConfig } from '../site-config/use-site-config.ts';
import { CookieSettings } from './cookie-settings/cookie-settings.tsx';
import { DoNotSellButton } from './do-not-sell-button.tsx';
import { FooterCategories } from './footer-categories.tsx';
import { FooterForm } from './footer-form.tsx';
import { type FooterSections, footerSectionsOf } from './footer-sections.ts';
import { storeNewsletterEmail, storePartnerLocatorValue } from './footer-storage.ts';
import { SocialIcon } from './social-icons.tsx';
import './site-footer.css';

export interface SiteFooterProps {
  readonly site: Site;
  /** Minimal footer: no top section and no divider (docs/site-shell.md §2). */
  readonly minimal?: boolean;
  /** Logo-only pages load no data: the footer then shows the copyright only. */
  readonly withoutData?: boolean;
  /** The language selector, given by the layout only when the site has more than one language. */
  readonly languageSelector?: ReactNode;
}

function Copyright() {
  const text = useText();
  return <p className="sf-footer__copyright">{text('footer.copyright', { year: new Date().getFullYear() })}</p>;
}

export function SiteFooter({ site, minimal = false, withoutData = false, languageSelector }: SiteFooterProps) {
  return (
    <footer className="sf-footer" data-minimal={minimal}>
      <div className="sf-footer__content">
        {withoutData ? null : <FooterNavigation site={site} minimal={minimal} languageSelector={languageSelector} />}
        <Copyright />
      </div>
    </footer>
  );
}

function FooterNavigation({
  site,
  minimal,
  languageSelector,
}: {
  readonly site: Site;
  readonly minimal: boolean;
  readonly languageSelector: ReactNode;
}) {
  const { data, status } = useSiteConfig(site);
  const globals = useGlobals(site);
  const footer = data?.navigation.footer;
  // Space is kept for the footer while its data is on the way, so that nothing moves when it arrives.
  if (!footer) return status === 'pending' ? <div className="sf-footer__placeholder" data-minimal={minimal} /> : null;
  const sections = footerSectionsOf(footer, { minimal, globals });
  return (
    <>
      {sections.top ? <FooterTop sections={sections} languageSelector={languageSelector} /> : null}
      {sections.categories.length > 0 ? <FooterCategories categories={sections.categories} /> : null}
      {sections.top ? <hr className="sf-footer__divider" /> : null}
      <FooterBottom sections={sections} />
    </>
  );
}

/** A top-section block: a heading and the list of links under it (experience centre, contact). */
function FooterLinkBlock({
  headingId,
  heading,
  children,
}: {
  readonly headingId: string;
  readonly heading: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="sf-footer__block" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-footer__heading">
        {heading}
      </h2>
      <ul>{children}</ul>
    </section>
  );
}

function FooterTop({
  sections,
  languageSelector,
}: {
  readonly sections: FooterSections;
  readonly languageSelector: ReactNode;
}) {
  const text = useText();
  const { partnerForm, newsletterForm, experienceCentre, contact } = sections;
  return (
    <div className="sf-footer__top">
      {partnerForm ? (
        <FooterForm
          form={partnerForm}
          method="get"
          submitLabel={text('footer.partnerLocatorSubmit')}
          beforeSubmit={storePartnerLocatorValue}
        />
      ) : null}
      {experienceCentre ? (
        <FooterLinkBlock headingId="sf-footer-experience-centre" heading={experienceCentre.label}>
          {experienceCentre.items.map((item) => (
            <li key={item.href}>
              <a href={item.href} target={item.target}>
                {item.label}
              </a>
            </li>
          ))}
        </FooterLinkBlock>
      ) : null}
      {newsletterForm ? (
        <FooterForm
          form={newsletterForm}
          method="post"
          submitLabel={text('footer.newsletterSubmit')}
          beforeSubmit={storeNewsletterEmail}
        />
      ) : null}
      {contact ? (
        <FooterLinkBlock headingId="sf-footer-contact" heading={contact.label}>
          {contact.items.map((item) => (
            <li key={item.value}>
              <a
                href={`${item.type === 'phone' ? 'tel' : 'mailto'}:${item.type === 'phone' ? item.value.replace(/[^\d+]/g, '') : item.value}`}
              >
                {item.value}
              </a>
            </li>
          ))}
        </FooterLinkBlock>
      ) : null}
      {languageSelector ? <div className="sf-footer__block">{languageSelector}</div> : null}
    </div>
  );
}

function FooterBottom({ sections }: { readonly sections: FooterSections }) {
  const text = useText();
  const { legal, social, payment, financing, cookieSettings, doNotSellLabel } = sections;
  return (
    <div className="sf-footer__bottom">
      <nav aria-label={text('footer.legalLabel')}>
        <ul className="sf-footer__inline-list">
          {legal.map((link) => (
            <li key={link.href}>
              <a href={link.href} target={link.target}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {cookieSettings || doNotSellLabel ? (
        <div className="sf-footer__inline-list">
          {cookieSettings ? <CookieSettings /> : null}
          {doNotSellLabel ? <DoNotSellButton label={doNotSellLabel} /> : null}
        </div>
      ) : null}
      {social.length > 0 ? (
        <ul className="sf-footer__inline-list" aria-label={text('footer.socialLabel')}>
          {social.map((link) => (
            <li key={link.type}>
              <a
                className="sf-footer__social-link"
                href={link.href}
                target={link.target}
                rel="noopener noreferrer"
                aria-label={text(`social.${link.type}`)}
              >
                <SocialIcon network={link.type} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {payment.length > 0 ? (
        <ul className="sf-footer__inline-list sf-footer__payment" aria-label={text('footer.paymentLabel')}>
          {payment.map((logo) => (
            <li key={logo.url}>
              <img src={logo.url} alt={logo.label} width="48" height="32" loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      {financing ? (
        <section className="sf-footer__financing" aria-label={financing.title ?? text('footer.financingLabel')}>
          {financing.title ? <h2 className="sf-footer__heading">{financing.title}</h2> : null}
          {financing.message ? <p>{financing.message}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
