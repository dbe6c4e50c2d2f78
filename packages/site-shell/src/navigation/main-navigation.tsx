import { memo, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { NavigationCategory } from '@shopfront/api';
import { iconButtonClassName, useText } from '@shopfront/ui';
import { MenuIcon } from './menu-icon.tsx';
import { useNavigationFit } from './use-navigation-fit.ts';
import './main-navigation.css';

/** A sub-menu entry of the `other` type (docs/site-shell.md §2): a plain link, e.g. "Find a store". */
export interface OtherLink {
  readonly label: string;
  readonly href: string;
}

export interface MainNavigationProps {
  readonly categories: readonly NavigationCategory[];
  readonly otherLinks: readonly OtherLink[];
  /** Whether the menu of the items that do not fit the row is open (the header closes it when its overlay opens). */
  readonly menuOpen: boolean;
  readonly onMenuOpenChange: (open: boolean) => void;
  readonly busy: boolean;
}

/** Where a category's disclosure stands: in the row, or in the menu of the items that do not fit it. */
type Placement = 'row' | 'menu';

interface CategoryDisclosureProps {
  readonly category: NavigationCategory;
  readonly id: string;
  readonly expanded: boolean;
  readonly onToggle: () => void;
}

/** A category: a button that shows and hides its links (the APG disclosure navigation pattern). */
function CategoryDisclosure({ category, id, expanded, onToggle }: CategoryDisclosureProps) {
  return (
    <>
      <button
        id={`${id}-button`}
        type="button"
        className="sf-navigation__category"
        aria-expanded={expanded}
        aria-controls={`${id}-links`}
        onClick={onToggle}
      >
        {category.label}
      </button>
      <ul id={`${id}-links`} className="sf-navigation__submenu" hidden={!expanded}>
        <li>
          <a href={category.href}>{category.label}</a>
        </li>
        {category.children.map((child) => (
          <li key={child.href}>
            <a href={child.href}>{child.label}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The main navigation, one row at every width (priority+): the categories, then the other sub-menu links, as many as
 * fit the row by measured width; the rest are in the menu button's list. Categories are disclosures (APG disclosure
 * navigation); Escape closes the open one, or else the menu, and returns focus to its button; a press outside closes both.
 */
export const MainNavigation = memo(function MainNavigation({
  categories,
  otherLinks,
  menuOpen,
  onMenuOpenChange,
  busy,
}: MainNavigationProps) {
  const text = useText();
  const idPrefix = useId();
  const [openCategory, setOpenCategory] = useState<number | undefined>();
  const navigation = useRef<HTMLElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const itemLabels = [...categories.map((category) => category.label), ...otherLinks.map((link) => link.label)];
  const fit = useNavigationFit(row, menuButton, itemLabels.join('\n'));
  // Until measured nothing shows in the row, and the menu (closed) holds everything.
  const shown = fit?.shown ?? 0;
  const inRow = (index: number) => fit !== undefined && index < shown;
  const menuNeeded = fit !== undefined && shown < itemLabels.length;
  const menuExpanded = menuOpen && menuNeeded;
  const placementOf = (index: number): Placement => (inRow(index) ? 'row' : 'menu');
  const disclosureId = (index: number) => `${idPrefix}-${placementOf(index)}-${index}`;
  const menuButtonOffset = fit?.menuButtonOffset ?? 0;

  // Set through the CSS object model: a style attribute in server-rendered markup is refused by the page's CSP.
  useLayoutEffect(() => {
    menuButton.current?.style.setProperty('inset-inline-start', `${menuButtonOffset}px`);
  }, [menuButtonOffset]);

  useEffect(() => {
    const element = navigation.current;
    if (!element || (openCategory === undefined && !menuExpanded)) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openCategory !== undefined) {
        setOpenCategory(undefined);
        document.getElementById(`${disclosureId(openCategory)}-button`)?.focus();
      } else {
        onMenuOpenChange(false);
        menuButton.current?.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  });

  // A press outside the navigation closes what it has open: a category's links, the menu.
  useEffect(() => {
    const element = navigation.current;
    if (!element || (openCategory === undefined && !menuExpanded)) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.composedPath().includes(element)) return;
      setOpenCategory(undefined);
      onMenuOpenChange(false);
    };
    element.ownerDocument.addEventListener('pointerdown', onPointerDown);
    return () => element.ownerDocument.removeEventListener('pointerdown', onPointerDown);
  }, [openCategory, menuExpanded, onMenuOpenChange]);

  const toggle = (index: number) => setOpenCategory(openCategory === index ? undefined : index);
  const otherLinkIndex = (index: number) => categories.length + index;

  return (
    <nav
      ref={navigation}
      className="sf-navigation"
      aria-label={text('nav.mainMenu')}
      aria-busy={busy}
      data-fit={fit === undefined ? 'measuring' : 'measured'}
    >
      <div className="sf-navigation__row-box">
        <ul ref={row} className="sf-navigation__row" data-complete={fit !== undefined && !menuNeeded}>
          {categories.map((category, index) => (
            <li key={category.href} className="sf-navigation__item" data-overflow={!inRow(index)}>
              {inRow(index) ? (
                <CategoryDisclosure
                  category={category}
                  id={disclosureId(index)}
                  expanded={openCategory === index}
                  onToggle={() => toggle(index)}
                />
              ) : fit === undefined ? (
                // Before any script measured (a server-rendered page, or a browser without script): the category's page.
                <a className="sf-navigation__category" href={category.href}>
                  {category.label}
                </a>
              ) : (
                <span className="sf-navigation__category">{category.label}</span>
              )}
            </li>
          ))}
          {otherLinks.map((link, index) => (
            <li
              key={link.href}
              className="sf-navigation__item sf-navigation__item--other"
              data-overflow={!inRow(otherLinkIndex(index))}
            >
              <a className="sf-navigation__other-link" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {itemLabels.length === 0 ? null : (
          <button
            ref={menuButton}
            type="button"
            className={`${iconButtonClassName} sf-navigation__menu-button`}
            data-needed={menuNeeded}
            aria-expanded={menuExpanded}
            aria-controls={`${idPrefix}-menu`}
            aria-label={text(menuExpanded ? 'general.closeMenu' : 'general.openMenu')}
            onClick={() => onMenuOpenChange(!menuExpanded)}
          >
            <MenuIcon />
          </button>
        )}
      </div>
      <div id={`${idPrefix}-menu`} className="sf-navigation__menu" hidden={!menuExpanded}>
        <ul className="sf-navigation__menu-list">
          {categories.map((category, index) =>
            inRow(index) ? null : (
              <li key={category.href} className="sf-navigation__menu-item">
                <CategoryDisclosure
                  category={category}
                  id={disclosureId(index)}
                  expanded={openCategory === index}
                  onToggle={() => toggle(index)}
                />
              </li>
            ),
          )}
          {otherLinks.map((link, index) =>
            inRow(otherLinkIndex(index)) ? null : (
              <li key={link.href} className="sf-navigation__menu-item">
                <a className="sf-navigation__other-link" href={link.href}>
                  {link.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
});
