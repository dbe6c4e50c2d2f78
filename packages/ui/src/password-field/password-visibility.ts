/** Whether a password field shows its value. */
export type PasswordVisibility = 'hidden' | 'visible';

export type PasswordVisibilityAction = { readonly type: 'toggled' };

export function passwordVisibilityReducer(
  visibility: PasswordVisibility,
  action: PasswordVisibilityAction,
): PasswordVisibility {
  switch (action.type) {
    case 'toggled':
      switch (visibility) {
        case 'hidden':
          return 'visible';
        case 'visible':
          return 'hidden';
        default:
          return visibility satisfies never;
      }
    default:
      return action.type satisfies never;
  }
}
