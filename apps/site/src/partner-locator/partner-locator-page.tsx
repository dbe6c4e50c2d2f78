import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type DealerService, dealerServices, isDealerService } from '@shopfront/core';
import { sitePages, sitePath } from '@shopfront/i18n';
import { PageLayout, useHydrated } from '@shopfront/site-shell';
import { Button, Select, useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';
import { dealersQuery } from './dealers-query.ts';
import { locatorValueOf } from './locator-query.ts';
import loadPartnerLocatorTexts from 'virtual:shopfront-catalogue/partnerLocator';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadPartnerLocatorTexts];

const serviceNameKeys = {
  sales: 'dealerService.sales',
  repair: 'dealerService.repair',
  installation: 'dealerService.installation',
  'spare-parts': 'dealerService.spareParts',
} as const satisfies Record<DealerService, string>;

function readSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The partner locator (the footer form's target): the market's dealers nearest to the postcode or town typed (from
 * `?loc=`, else from what the footer stored), filtered by the services chosen in a multi-select. A new search is a
 * plain GET form, so the address of the page always says what is shown.
 */
export function PartnerLocatorPage(props: SitePageProps) {
  const text = useText();
  const resultsHeadingId = useId();
  // The query is known on the server too; what the footer stored only once hydrated.
  const hydrated = useHydrated();
  const near = locatorValueOf(`?${props.searchParams.toString()}`, hydrated ? readSessionStorage() : undefined);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [services, setServices] = useState<DealerService[]>([]);
  const { site, accountConfig } = props;
  const search = { country: site.market.country, near, services };
  const { data: dealers, status } = useQuery(
    dealersQuery(search, accountConfig.experienceApiHost, (input, init) => fetch(input, init)),
  );
  const serviceOptions = dealerServices.map((service) => ({ id: service, name: text(serviceNameKeys[service]) }));
  const inputId = useId();

  return (
    <PageLayout {...props}>
      <title>{`${text('page.partnerLocator.title')} | Nordhem`}</title>
      <h1>{text('page.partnerLocator.title')}</h1>
      <p>{text('page.partnerLocator.intro')}</p>
      <div className="site-locator__controls">
        <form
          className="site-locator__search"
          method="get"
          action={sitePath(site, sitePages.partnerLocator)}
          role="search"
        >
          <div className="sf-field">
            <label htmlFor={inputId}>{text('page.partnerLocator.searchLabel')}</label>
            <input
              id={inputId}
              className="sf-field__input"
              name="loc"
              type="search"
              autoComplete="postal-code"
              value={typed ?? near}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button variant="primary" type="submit">
            {text('page.partnerLocator.searchSubmit')}
          </Button>
        </form>
        <div className="site-locator__filter">
          <Select
            multiple
            label={text('page.partnerLocator.servicesLabel')}
            placeholder={text('page.partnerLocator.servicesPlaceholder')}
            options={serviceOptions}
            values={services}
            onChange={(ids) => setServices(ids.filter(isDealerService))}
          />
        </div>
      </div>
      <section aria-labelledby={resultsHeadingId} aria-busy={status === 'pending'}>
        <h2 id={resultsHeadingId}>
          {near === '' ? text('page.partnerLocator.resultsAll') : text('page.partnerLocator.resultsNear', { near })}
        </h2>
        {status === 'pending' ? <p role="status">{text('general.loading')}</p> : null}
        {status === 'error' ? <p role="alert">{text('error.loadFailed')}</p> : null}
        {dealers?.length === 0 ? <p role="status">{text('page.partnerLocator.none')}</p> : null}
        {dealers && dealers.length > 0 ? (
          <ol className="site-locator__results">
            {dealers.map((dealer) => (
              <li key={dealer.id} className="site-locator__dealer" data-match={dealer.match}>
                <h3>{dealer.name}</h3>
                <address>
                  {dealer.street}
                  <br />
                  {dealer.postcode} {dealer.town}
                </address>
                <p>
                  {text('page.partnerLocator.servicesOffered', {
                    services: new Intl.ListFormat(site.locale, { type: 'unit' }).format(
                      dealer.services.map((service) => text(serviceNameKeys[service])),
                    ),
                  })}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </PageLayout>
  );
}
