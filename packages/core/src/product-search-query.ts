/**
 * The `query` of an OCC product search, `freeText:sort:facet:value:facet:value…`, e.g.
 * `:relevance:allCategories:ovens:allCategories:hobs`. Values of one facet are alternatives.
 */
export interface ProductSearchQuery {
  readonly freeText: string;
  readonly sort: string;
  readonly categories: readonly string[];
}

const categoryFacets = new Set(['allCategories', 'category']);
const facetValuePattern = /^[a-z0-9-]{1,60}$/;

/** The search a query asks for; undefined when it does not have that form or names a facet we do not know. */
export function parseProductSearchQuery(query: string): ProductSearchQuery | undefined {
  const [freeText = '', sort = 'relevance', ...facets] = query.split(':');
  if (facets.length % 2 !== 0) return undefined;
  const categories: string[] = [];
  for (let index = 0; index < facets.length; index += 2) {
    const facet = facets[index] ?? '';
    const value = facets[index + 1] ?? '';
    if (!categoryFacets.has(facet) || !facetValuePattern.test(value)) return undefined;
    if (!categories.includes(value)) categories.push(value);
  }
  return { freeText, sort: sort || 'relevance', categories };
}

/** The query that asks for the products of any of the categories. */
export function productSearchQueryOf(categories: readonly string[]): string {
  return [':relevance', ...categories.map((category) => `allCategories:${category}`)].join(':');
}
