import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sitePath } from '@shopfront/i18n';
import { PageLayout, useAccountState, useGlobals, useSiteConfig } from '@shopfront/site-shell';
import { Button, useText } from '@shopfront/ui';
import { NotFoundContent } from '../not-found/not-found-content.tsx';
import type { SitePageProps } from '../site-page-props.ts';
import { categoryOfPath } from './category-of-path.ts';
import { productsQuery } from './products-query.ts';
import { useAddToCart } from './use-add-to-cart.ts';
import loadCategoryTexts from 'virtual:shopfront-catalogue/category';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadCategoryTexts];

/**
 * A category page of the demo shop (the header's navigation leads here): the site's products of the category, each
 * with an add-to-cart button, so the shell's cart badge and mini cart can be tried. `/c` lists every product.
 */
export function CategoryPage(props: SitePageProps) {
  const text = useText();
  const { site, pagePath, accountConfig } = props;
  const { data: config } = useSiteConfig(site);
  const globals = useGlobals(site);
  const choice =
    pagePath === '/c'
      ? { label: text('page.category.allProducts'), categories: [] }
      : config && categoryOfPath(config.navigation.header.menu, sitePath(site, pagePath));
  const { data: products, status } = useQuery(
    productsQuery(site, choice ? globals : undefined, choice?.categories ?? [], fetch),
  );
  const account = useAccountState(accountConfig, { fullLogoutOnExpiry: props.fullLogoutOnExpiredSession });
  const { outcome, add } = useAddToCart(globals, site.locale, account.status === 'signed-in');
  const listHeadingId = useId();

  if (config && !choice) {
    return (
      <PageLayout {...props}>
        <NotFoundContent homeHref={sitePath(site, '/')} />
      </PageLayout>
    );
  }
  const title = choice?.label ?? text('page.category.allProducts');
  return (
    <PageLayout {...props}>
      <title>{`${title} | Nordhem`}</title>
      <h1 id={listHeadingId}>{title}</h1>
      <div aria-busy={status === 'pending'}>
        {status === 'error' ? <p>{text('page.category.loadFailed')}</p> : null}
        {products?.length === 0 ? <p>{text('page.category.empty')}</p> : null}
        {products && products.length > 0 ? (
          <ul className="site-products" aria-labelledby={listHeadingId}>
            {products.map((product) => (
              <li key={product.code}>
                <article className="site-product" aria-labelledby={`${listHeadingId}-${product.code}`}>
                  <h2 id={`${listHeadingId}-${product.code}`} className="site-product__name">
                    {product.name}
                  </h2>
                  {product.price ? <p className="site-product__price">{product.price.formattedValue}</p> : null}
                  <Button
                    variant="primary"
                    busy={outcome.status === 'adding' && outcome.product.code === product.code}
                    onClick={() => void add(product)}
                  >
                    {text('page.category.addToCart')}
                  </Button>
                  {outcome.status === 'failed' && outcome.product.code === product.code ? (
                    <p role="alert" className="site-product__error">
                      {text('page.category.addFailed', { product: product.name })}
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p role="status" className="site-products__status">
        {outcome.status === 'added' ? text('page.category.added', { product: outcome.product.name }) : null}
      </p>
    </PageLayout>
  );
}
