import { OutlineIcon } from '../icon/outline-icon.tsx';

/** The decorative icon of the menu button; the button carries the accessible name. */
export function MenuIcon() {
  return (
    <OutlineIcon className="sf-navigation__icon">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </OutlineIcon>
  );
}
