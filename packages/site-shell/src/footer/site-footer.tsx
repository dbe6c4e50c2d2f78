import type { Site } from '@shopfront/i18n';
import { useText } from '@shopfront/ui';
import { useSiteConfig } from '../site-config/use-site-config.ts';
import './site-footer.css';

export interface SiteFooterProps {
  readonly site: Site;
  /** Minimal footer: no top section and no divider (docs/site-shell.md §2). */
  readonly minimal?: boolean;
  /** Logo-only pages load no data: the footer then shows the copyright only. */
  readonly withoutData?: boolean;
}

function Copyright() {
  const text = useText();
  return <p className="sf-footer__copyright">{text('footer.copyright', { year: new Date().getFullYear() })}</p>;
}

export function SiteFooter({ site, minimal = false, withoutData = false }: SiteFooterProps) {
  return (
    <footer className="sf-footer" data-minimal={minimal}>
      <div className="sf-footer__content">
        {withoutData ? null : <FooterNavigation site={site} minimal={minimal} />}
        <Copyright />
      </div>
    </footer>
  );
}

function FooterNavigation({ site, minimal }: { readonly site: Site; readonly minimal: boolean }) {
  const text = useText();
  const { data } = useSiteConfig(site);
  const footer = data?.navigation.footer;
  if (!footer) return null;
  return (
          <>
            {minimal ? null : (
            <div className="sf-footer__top">
              {footer.categories.map((category) => (
                <nav key={category.label} className="sf-footer__category" aria-label={category.label}>
                  <h2 className="sf-footer__heading">{category.label}</h2>
                  <ul>
                    {category.items.map((item) => (
                      <li key={item.href}>
                        <a href={item.href}>{item.label}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
              <section className="sf-footer__category" aria-label={footer.contact.label}>
                <h2 className="sf-footer__heading">{footer.contact.label}</h2>
                <ul>
                  {footer.contact.items.map((item) => (
                    <li key={item.value}>
                      <a href={`${item.type === 'phone' ? 'tel' : 'mailto'}:${item.value}`}>{item.value}</a>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
            )}
            {minimal ? null : <hr className="sf-footer__divider" />}
            <div className="sf-footer__bottom">
              <nav aria-label={text('footer.legalLabel')}>
                <ul className="sf-footer__inline-list">
                  {footer.legal.filter((link) => link.isActive).map((link) => (
                    <li key={link.href}>
                      <a href={link.href} target={link.target}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <ul className="sf-footer__inline-list" aria-label={text('footer.socialLabel')}>
                {footer.social.filter((link) => link.isActive).map((link) => (
                  <li key={link.type}>
                    <a href={link.href} target={link.target} rel="noopener noreferrer">
                      {text(`social.${link.type}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </>
  );
}
