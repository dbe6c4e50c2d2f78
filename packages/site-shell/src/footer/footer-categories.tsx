import { useId, useState } from 'react';
import type { FooterNavigation } from '@shopfront/api';
import { useText } from '@shopfront/ui';
import { useNarrowScreen } from './use-narrow-screen.ts';

type Category = FooterNavigation['categories'][number];

/**
 * The link categories (docs/site-shell.md §2): one markup, a list under headings on a wide screen and an accordion of
 * disclosure buttons (`aria-expanded`, `aria-controls`) inside the same headings on a narrow one.
 */
export function FooterCategories({ categories }: { readonly categories: FooterNavigation['categories'] }) {
  const text = useText();
  const narrow = useNarrowScreen();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();

  function toggle(index: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  }

  return (
    <nav
      className="sf-footer__categories"
      aria-label={text('footer.categoriesLabel')}
      data-layout={narrow ? 'accordion' : 'list'}
    >
      {categories.map((category, index) => (
        <FooterCategory
          key={category.label}
          category={category}
          listId={`${baseId}-category-${index}`}
          disclosure={narrow ? { expanded: expanded.has(index), onToggle: () => toggle(index) } : undefined}
        />
      ))}
    </nav>
  );
}

function FooterCategory({
  category,
  listId,
  disclosure,
}: {
  readonly category: Category;
  readonly listId: string;
  readonly disclosure: { readonly expanded: boolean; readonly onToggle: () => void } | undefined;
}) {
  return (
    <div className="sf-footer__category">
      <h2 className="sf-footer__heading">
        {disclosure ? (
          <button
            type="button"
            className="sf-footer__disclosure"
            aria-expanded={disclosure.expanded}
            aria-controls={listId}
            onClick={disclosure.onToggle}
          >
            {category.label}
          </button>
        ) : (
          category.label
        )}
      </h2>
      <ul id={listId} hidden={disclosure ? !disclosure.expanded : undefined}>
        {category.items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
