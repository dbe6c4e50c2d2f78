/** The decorative icon of the menu button; the button carries the accessible name. */
export function MenuIcon() {
  return (
    <svg
      className="sf-navigation__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
