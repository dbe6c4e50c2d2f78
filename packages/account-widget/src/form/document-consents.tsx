import type { ReactNode } from 'react';
import { consentKey } from '@shopfront/core';
import { Checkbox, RichText } from '@shopfront/ui';

export interface DocumentLinks {
  readonly privacyHref: string;
  readonly termsHref: string;
}

/** A policy document linked from a text; RichText puts the linked words inside. */
export function DocumentLink({ href, children }: { readonly href: string; readonly children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

const documentTexts: Readonly<Record<string, { readonly id: string; readonly href: keyof DocumentLinks }>> = {
  [consentKey.privacy]: { id: 'consent.privacy', href: 'privacyHref' },
  [consentKey.terms]: { id: 'consent.terms', href: 'termsHref' },
};

export interface DocumentConsentsProps<Id extends string> {
  /** The documents still to accept, e.g. `['terms-statement']`: only these are shown. */
  readonly consentIds: readonly Id[];
  readonly links: DocumentLinks;
  readonly checkbox: (consentId: Id) => {
    readonly checked: boolean;
    readonly onChange: (checked: boolean) => void;
    readonly disabled?: boolean;
  };
}

/** The extra-consent checkboxes (docs/account-widget.md §2 "Extra consent"): one per changed document. */
export function DocumentConsents<Id extends string>({ consentIds, links, checkbox }: DocumentConsentsProps<Id>) {
  return consentIds.map((consentId) => {
    const documentText = documentTexts[consentId];
    if (!documentText) return null;
    return (
      <Checkbox
        key={consentId}
        required
        name={consentId}
        label={<RichText id={documentText.id} components={{ 0: <DocumentLink href={links[documentText.href]} /> }} />}
        {...checkbox(consentId)}
      />
    );
  });
}
