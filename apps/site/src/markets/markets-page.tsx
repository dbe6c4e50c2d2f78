import { countryName, languageName, markets, sitePath, sites } from '@shopfront/i18n';
import { useText } from '@shopfront/ui';
import loadMarketsTexts from 'virtual:shopfront-catalogue/markets';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadMarketsTexts];

/** The demo's entry page: every country shop in its own language. */
export function MarketsPage() {
  const text = useText();
  return (
    <main id="main-content" className="sf-page__content">
      <title>{text('page.markets.title')}</title>
      <h1>{text('page.markets.title')}</h1>
      <p>{text('page.markets.intro')}</p>
      <ul className="site-market-list">
        {markets.map((market) => (
          <li key={market.country}>
            {sites
              .filter((site) => site.market === market)
              .map((site) => (
                <a key={site.locale} href={sitePath(site, '/')} lang={site.locale} hrefLang={site.locale}>
                  {market.locales.length > 1
                    ? `${countryName(market.country, site.locale)} – ${languageName(site.locale)}`
                    : countryName(market.country, site.locale)}
                </a>
              ))}
          </li>
        ))}
      </ul>
    </main>
  );
}
