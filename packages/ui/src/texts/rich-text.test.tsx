import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, type RichTextProps } from './rich-text.tsx';
import { type TextSource, TextsProvider } from './use-text.tsx';

/** A link whose words the message gives. */
function Link({ href, children }: { readonly href: string; readonly children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

/** One message, its `{name}` placeholders filled from the values. */
function renderMessage(message: string, props: Omit<RichTextProps, 'id'>) {
  const texts: TextSource = {
    locale: 'en-GB',
    text: (id, values = {}) =>
      id === 'sentence' ? message.replace(/\{(\w+)\}/g, (_placeholder, name: string) => String(values[name])) : id,
  };
  return render(
    <TextsProvider texts={texts}>
      <RichText id="sentence" {...props} />
    </TextsProvider>,
  ).container;
}

describe('RichText', () => {
  it('puts the words the translator tagged into the given elements', () => {
    const container = renderMessage('I accept the <0>terms of use</0> and the <1>privacy statement</1>.', {
      components: { 0: <Link href="/terms" />, 1: <Link href="/privacy" /> },
    });
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/privacy');
    expect(container).toHaveTextContent('I accept the terms of use and the privacy statement.');
  });

  it('puts the values in before it looks for tags, as the translator ordered the words', () => {
    renderMessage('Write to <0>{email}</0> for help.', {
      values: { email: 'club@nordhem.example' },
      components: { 0: <Link href="mailto:club@nordhem.example" /> },
    });
    expect(screen.getByRole('link', { name: 'club@nordhem.example' })).toHaveAttribute(
      'href',
      'mailto:club@nordhem.example',
    );
  });

  it('shows the words of a tag without an element as plain text', () => {
    const container = renderMessage('Read the <0>terms</0>.', { components: {} });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent('Read the terms.');
  });
});
