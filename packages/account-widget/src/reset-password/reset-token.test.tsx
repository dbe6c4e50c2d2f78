import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useResetTokenFromLocation } from './reset-token.ts';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useResetTokenFromLocation', () => {
  it('reads the token of the reset link and takes it out of the address bar, keeping the rest', () => {
    window.history.replaceState({ kept: true }, '', '/gb/e/newpassword?pwrt=tok-123&utm_source=mail#form');
    const { result, rerender } = renderHook(() => useResetTokenFromLocation());
    expect(result.current).toBe('tok-123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/gb/e/newpassword?utm_source=mail#form',
    );
    expect(window.history.state).toEqual({ kept: true });
    rerender();
    expect(result.current).toBe('tok-123');
  });

  it('reads the query it is given (the one a server-rendered page renders from)', () => {
    window.history.replaceState(null, '', '/gb/e/newpassword?pwrt=from-address');
    const { result } = renderHook(() => useResetTokenFromLocation(new URLSearchParams('pwrt=from-render')));
    expect(result.current).toBe('from-render');
    expect(window.location.search).toBe('');
  });

  it('is undefined on a page opened without a token, and leaves the address alone', () => {
    window.history.replaceState(null, '', '/gb/login/newpassword?step=1');
    const { result } = renderHook(() => useResetTokenFromLocation());
    expect(result.current).toBeUndefined();
    expect(window.location.search).toBe('?step=1');
  });
});

describe("the reset link's token", () => {
  // The demo's page, the shop example's page and the guide's snippet: each takes it through the widget's hook.
  it.each([
    'apps/site/src/reset-password/reset-password-page.tsx',
    'examples/shop-app/src/pages/reset-password-page.tsx',
    'docs/integrating.md',
  ])('is read by %s through useResetTokenFromLocation, never from the address itself', (path) => {
    const text = readFileSync(join(repositoryRoot, path), 'utf8');
    expect(text).toContain('useResetTokenFromLocation');
    expect(text).not.toMatch(/['"]pwrt['"]/);
  });
});
