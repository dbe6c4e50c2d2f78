import { OutlineIcon } from '../icon/outline-icon.tsx';

/** Decorative icons of the header buttons; the buttons carry the accessible names. */
export function AccountIcon() {
  return (
    <OutlineIcon className="sf-header__icon">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </OutlineIcon>
  );
}

export function CartIcon() {
  return (
    <OutlineIcon className="sf-header__icon">
      <path d="M3 4h2.5l2.2 11h10.6L20.5 7H6.6" strokeLinejoin="round" />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" stroke="none" />
    </OutlineIcon>
  );
}
