import { useReducer } from 'react';
import { passwordVisibilityReducer } from './password-visibility.ts';
import type { PasswordVisibility } from './password-visibility.ts';

export interface PasswordVisibilityPropBags {
  readonly visibility: PasswordVisibility;
  readonly inputType: 'password' | 'text';
  readonly toggleButtonProps: {
    readonly type: 'button';
    readonly 'aria-pressed': boolean;
    readonly 'aria-controls': string;
    readonly onClick: () => void;
  };
}

/**
 * A show-password toggle button: pressed means the password is shown. The button's label stays the same in both
 * states (WAI-ARIA APG toggle button); only `aria-pressed` and the icon change. Toggling swaps the input's type
 * and leaves focus on the button.
 */
export function usePasswordVisibility(inputId: string): PasswordVisibilityPropBags {
  const [visibility, dispatch] = useReducer(passwordVisibilityReducer, 'hidden');
  return {
    visibility,
    inputType: visibility === 'visible' ? 'text' : 'password',
    toggleButtonProps: {
      type: 'button',
      'aria-pressed': visibility === 'visible',
      'aria-controls': inputId,
      onClick: () => dispatch({ type: 'toggled' }),
    },
  };
}
