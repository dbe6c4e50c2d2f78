import type { NavigationCategory } from '@shopfront/api';

export interface CategoryChoice {
  /** The navigation's name for it. */
  readonly label: string;
  /** The catalogue categories it lists: its own, or those of the entries under it. */
  readonly categories: readonly string[];
}

const lastSegment = (href: string) => href.slice(href.lastIndexOf('/') + 1);

/**
 * Which categories a category page lists, from the site's navigation: an entry with entries under it (Kitchen) lists
 * theirs (ovens, hobs…), a leaf (Ovens) its own. Undefined for a path the navigation does not name.
 */
export function categoryOfPath(menu: readonly NavigationCategory[], href: string): CategoryChoice | undefined {
  for (const entry of menu) {
    if (entry.href === href) {
      return {
        label: entry.label,
        categories:
          entry.children.length > 0
            ? entry.children.map((child) => lastSegment(child.href))
            : [lastSegment(entry.href)],
      };
    }
    const child = entry.children.find((candidate) => candidate.href === href);
    if (child) return { label: child.label, categories: [lastSegment(child.href)] };
  }
  return undefined;
}
