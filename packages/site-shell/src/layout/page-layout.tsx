import type { ReactNode } from 'react';
import type { AccountWidgetConfig, AlternateLanguages } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';
import { contentLinksClassName } from '@shopfront/ui';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { offersLanguageChoice } from '../language/offers-language-choice.ts';
import { DeferredLanguageSwitcher } from '../language/deferred-language-switcher.tsx';
import { type LayoutModeProps, headerModeOf } from '../navigation/header-mode.ts';
import './page-layout.css';

export interface PageLayoutProps extends LayoutModeProps {
  readonly site: Site;
  readonly accountConfig: AccountWidgetConfig;
  /** The current path inside the site. */
  readonly pagePath: string;
  /** The page in every language of its market (docs/site-shell.md §3 language data); else the market's locales. */
  readonly languageObject?: AlternateLanguages;
  /** A session check that finds the session ended performs a full logout (docs/account-widget.md §4); default false. */
  readonly fullLogoutOnExpiredSession?: boolean;
  /** An optional background variant of the content area. */
  readonly background?: 'plain' | 'muted';
  readonly children: ReactNode;
}

/** Header, the page's main content (target of the skip link) and footer (docs/site-shell.md §2 shared layout). */
export function PageLayout({ children, background = 'plain', ...props }: PageLayoutProps) {
  const mode = headerModeOf(props);
  return (
    <div className="sf-page" data-background={background}>
      <SiteHeader {...props} />
      <main id="main-content" className={`sf-page__content ${contentLinksClassName}`} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        site={props.site}
        minimal={mode === 'minimal' || mode === 'logo-only'}
        withoutData={mode === 'logo-only'}
        languageSelector={
          offersLanguageChoice(props.site, props.languageObject) ? (
            <DeferredLanguageSwitcher site={props.site} languageObject={props.languageObject} />
          ) : undefined
        }
      />
    </div>
  );
}
