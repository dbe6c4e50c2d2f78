import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryName } from '@shopfront/i18n';
import { IntlText, formatDate } from './intl-text.tsx';

const agreed = (iso: string) => `Agreed on ${formatDate('en-GB', 'date', iso)}`;

/** The page as the server renders it: there, no document. */
function renderOnServer(element: React.ReactElement): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('IntlText', () => {
  it('is written by the server, kept as written while the page hydrates, and written anew when its source changes', () => {
    const serverRender = vi.fn(() => agreed('2026-03-03T10:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderOnServer(<IntlText source="2026-03-03T10:00:00Z" render={serverRender} />);
    document.body.append(container);
    expect(container.textContent).toBe('Agreed on 3 March 2026');

    const browserRender = vi.fn(() => 'not asked while hydrating');
    const onRecoverableError = vi.fn();
    const { rerender } = render(<IntlText source="2026-03-03T10:00:00Z" render={browserRender} />, {
      container,
      hydrate: true,
      onRecoverableError,
    });
    expect(container.textContent).toBe('Agreed on 3 March 2026');
    expect(browserRender).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();

    rerender(<IntlText source="2026-03-03T10:00:00Z" render={browserRender} />);
    expect(container.textContent).toBe('Agreed on 3 March 2026');
    expect(browserRender).not.toHaveBeenCalled();

    act(() => rerender(<IntlText source="2026-04-01T10:00:00Z" render={() => agreed('2026-04-01T10:00:00Z')} />));
    expect(container.textContent).toBe('Agreed on 1 April 2026');
  });

  it('is written at once by a page that renders in the browser alone', () => {
    const { container } = render(<IntlText source="CH" render={() => `Shop: ${countryName('CH', 'de-CH')}`} />);
    expect(container.textContent).toBe('Shop: Schweiz');
  });
});

describe('formatDate', () => {
  // Midday UTC: the same day in every time zone a test machine may have.
  it.each([
    ['en-GB', 'date', '3 March 2026'],
    ['de-DE', 'date', '3. März 2026'],
  ] as const)('%s, %s', (locale, style, expected) => {
    expect(formatDate(locale, style, '2026-03-03T12:00:00Z')).toBe(expected);
  });
});
