import { useEffect, useId, useRef, useState } from 'react';
import type { NavigationCategory } from '@shopfront/api';
import { useText } from '@shopfront/ui';
import './main-navigation.css';

export interface MainNavigationProps {
  readonly categories: readonly NavigationCategory[];
  /** Mobile: the whole menu is a disclosure opened by the menu button. */
  readonly mobileOpen: boolean;
  readonly busy: boolean;
}

/** Categories with disclosure sub-menus (the APG disclosure navigation pattern); Escape closes the open one. */
export function MainNavigation({ categories, mobileOpen, busy }: MainNavigationProps) {
  const text = useText();
  const idPrefix = useId();
  const [openCategory, setOpenCategory] = useState<string | undefined>();
  const navigation = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = navigation.current;
    if (openCategory === undefined || !element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenCategory(undefined);
      document.getElementById(`${idPrefix}-button-${openCategory}`)?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [idPrefix, openCategory]);

  return (
    <nav
      ref={navigation}
      id={`${idPrefix}-navigation`}
      className="sf-navigation"
      data-mobile-state={mobileOpen ? 'open' : 'closed'}
      aria-label={text('nav.mainMenu')}
      aria-busy={busy}
    >
      <ul className="sf-navigation__menu">
        {categories.map((category, index) => {
          const key = String(index);
          const expanded = openCategory === key;
          return (
            <li key={category.href} className="sf-navigation__item">
              <button
                id={`${idPrefix}-button-${key}`}
                type="button"
                className="sf-navigation__category"
                aria-expanded={expanded}
                aria-controls={`${idPrefix}-submenu-${key}`}
                onClick={() => setOpenCategory(expanded ? undefined : key)}
              >
                {category.label}
              </button>
              <ul id={`${idPrefix}-submenu-${key}`} className="sf-navigation__submenu" hidden={!expanded}>
                <li>
                  <a href={category.href}>{category.label}</a>
                </li>
                {category.children.map((child) => (
                  <li key={child.href}>
                    <a href={child.href}>{child.label}</a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

