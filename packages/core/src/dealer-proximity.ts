/**
 * Which dealers are near what a visitor typed into the partner locator: a postcode, a town, or a postcode and a
 * town. There are no coordinates, so nearness is told honestly by the address alone:
 * 1. the postcode: the longer the start a dealer's postcode shares with a postcode typed (spaces, hyphens and case
 *    ignored, at least two characters), the nearer it ranks (`SW1A 1AA` → `SW1A 2HQ` before `SW19 5AE`);
 * 2. the town: a dealer in the town typed (case and accents ignored; `Frankfurt` finds `Frankfurt am Main`);
 * 3. every other dealer of the market, so the list is never empty, by name.
 */

/** What a partner offers; the locator filters by these. */
export const dealerServices = ['sales', 'repair', 'installation', 'spare-parts'] as const;
export type DealerService = (typeof dealerServices)[number];

export function isDealerService(value: string): value is DealerService {
  return (dealerServices as readonly string[]).includes(value);
}

export interface DealerAddress {
  readonly name: string;
  readonly postcode: string;
  readonly town: string;
}

/** How a dealer matched: shown in the DOM as `data-match`. */
export type DealerMatch =
  | { readonly kind: 'postcode'; readonly sharedCharacters: number }
  | { readonly kind: 'town' }
  | { readonly kind: 'none' };

/** Fewer shared characters than this say nothing about distance (every `S…` postcode would match). */
const MINIMUM_SHARED_POSTCODE_CHARACTERS = 2;

/** Spaces, hyphens and case aside, and without a country prefix (`L-1855`, `CH-8001` are `1855`, `8001`). */
function compactPostcode(text: string): string {
  return text
    .trim()
    .replace(/^\p{L}{1,2}-(?=\p{Nd})/u, '')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

function comparableTown(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

interface TypedPlace {
  /** Compacted, e.g. `SW1A1AA`; empty when nothing typed looks like a postcode. */
  readonly postcode: string;
  /** Comparable, e.g. `london`; empty when only a postcode was typed. */
  readonly town: string;
}

/**
 * Splits what was typed into a postcode and a town: the postcode starts at the first word with a digit and takes
 * the next word too when that is one to three letters or digits (`SW1A 1AA`, `1012 AB`, `111 22`); the other words
 * are the town (`75008 Paris`, `Berlin 10115`, `London`).
 */
function typedPlace(near: string): TypedPlace {
  const words = near.split(/[\s,]+/).filter((word) => word !== '');
  const start = words.findIndex((word) => /\p{Nd}/u.test(word));
  if (start === -1) return { postcode: '', town: comparableTown(words.join(' ')) };
  const next = words[start + 1];
  const end = next !== undefined && /^[\p{L}\p{Nd}]{1,3}$/u.test(next) ? start + 2 : start + 1;
  return {
    postcode: compactPostcode(words.slice(start, end).join('')),
    town: comparableTown([...words.slice(0, start), ...words.slice(end)].join(' ')),
  };
}

function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

export function dealerMatch(near: string, dealer: DealerAddress): DealerMatch {
  const { postcode, town } = typedPlace(near);
  if (postcode !== '') {
    const shared = sharedStart(postcode, compactPostcode(dealer.postcode));
    if (shared >= MINIMUM_SHARED_POSTCODE_CHARACTERS) return { kind: 'postcode', sharedCharacters: shared };
  }
  const dealerTown = comparableTown(dealer.town);
  if (town !== '' && (dealerTown === town || dealerTown.startsWith(`${town} `) || dealerTown.startsWith(`${town}-`))) {
    return { kind: 'town' };
  }
  return { kind: 'none' };
}

function rankOf(match: DealerMatch): number {
  switch (match.kind) {
    case 'postcode':
      return 1000 + match.sharedCharacters;
    case 'town':
      return 1;
    case 'none':
      return 0;
    default:
      return match satisfies never;
  }
}

/** The dealers, nearest first by the rules above, each with how it matched; a blank `near` lists all by name. */
export function rankDealersNear<T extends DealerAddress>(
  dealers: readonly T[],
  near: string,
): { dealer: T; match: DealerMatch }[] {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
  return dealers
    .map((dealer) => ({ dealer, match: dealerMatch(near, dealer) }))
    .sort((a, b) => rankOf(b.match) - rankOf(a.match) || collator.compare(a.dealer.name, b.dealer.name));
}
