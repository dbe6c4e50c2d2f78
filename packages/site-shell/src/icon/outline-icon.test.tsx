import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialIcon } from '../footer/social-icons.tsx';
import { AccountIcon, CartIcon } from '../header/header-icons.tsx';
import { MenuIcon } from '../navigation/menu-icon.tsx';

const icons = [
  ['account', <AccountIcon key="account" />],
  ['cart', <CartIcon key="cart" />],
  ['menu', <MenuIcon key="menu" />],
  ...(['facebook', 'instagram', 'youtube', 'linkedin', 'pinterest'] as const).map(
    (network) => [network, <SocialIcon key={network} network={network} />] as const,
  ),
] as const;

describe('the shell icons', () => {
  it.each(icons)('the %s icon is decorative and its svg carries the outline once', (_name, icon) => {
    const svg = render(icon).container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '1.8');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
    const shapes = [...(svg?.children ?? [])];
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) {
      expect(shape).not.toHaveAttribute('stroke-width');
      expect(shape).not.toHaveAttribute('stroke-linecap');
      // A shape either inherits the outline or is a filled mark without one.
      if (shape.hasAttribute('fill')) {
        expect(shape).toHaveAttribute('fill', 'currentColor');
        expect(shape).toHaveAttribute('stroke', 'none');
      } else {
        expect(shape).not.toHaveAttribute('stroke');
      }
    }
  });
});
