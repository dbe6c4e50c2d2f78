import { describe, expect, it } from 'vitest';
import { passwordVisibilityReducer } from './password-visibility.ts';
import type { PasswordVisibility } from './password-visibility.ts';

describe('passwordVisibilityReducer', () => {
  it.each<[PasswordVisibility, PasswordVisibility]>([
    ['hidden', 'visible'],
    ['visible', 'hidden'],
  ])('toggles %s to %s', (visibility, expected) => {
    expect(passwordVisibilityReducer(visibility, { type: 'toggled' })).toBe(expected);
  });
});
