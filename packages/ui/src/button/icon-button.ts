import './icon-button.css';

/** The class of a button that holds one icon (its name given by `aria-label`): the header's icons, the menu button. */
export const iconButtonClassName = 'sf-icon-button';
