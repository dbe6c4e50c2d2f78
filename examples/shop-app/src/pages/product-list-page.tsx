import { useQuery } from '@tanstack/react-query';
import { searchProducts } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';
import { useGlobals } from '@shopfront/site-shell';
import { StatusMessage, useText } from '@shopfront/ui';

/** Every product of the site, from the commerce API the site's globals name. */
export function ProductListPage({ site }: { readonly site: Site }) {
  const text = useText();
  const globals = useGlobals(site);
  const products = useQuery({
    queryKey: ['products', site.pathPrefix],
    enabled: globals !== undefined,
    queryFn: ({ signal }) =>
      globals
        ? searchProducts(
            fetch,
            {
              commerceApiBaseUrl: `${globals['general.experienceApi']}occ/`,
              siteId: globals['module.eComApi.SiteId'],
              eComApiKey: globals['module.eComApi.ApiKey'],
              locale: site.locale,
            },
            [],
            signal,
          )
        : [],
  });
  return (
    <>
      <title>Products | Nordhem</title>
      <h1>Products</h1>
      {products.data ? (
        <ul>
          {products.data.map((product) => (
            <li key={product.code}>{product.name}</li>
          ))}
        </ul>
      ) : (
        <StatusMessage>{text('general.loading')}</StatusMessage>
      )}
    </>
  );
}
