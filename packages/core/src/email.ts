import { codePointLength, containsWhitespaceOrControl } from './code-points.ts';

const MAX_LOCAL_PART_LENGTH = 64;
const MAX_ADDRESS_LENGTH = 254;
const MAX_DOMAIN_LABEL_LENGTH = 63;
const MIN_TOP_LEVEL_LABEL_LENGTH = 2;

const LOCAL_PART = /^[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?$/u;
const TOP_LEVEL_LABEL = /^[\p{L}\p{N}]+$/u;

function isValidDomainLabel(label: string): boolean {
  return codePointLength(label) <= MAX_DOMAIN_LABEL_LENGTH && DOMAIN_LABEL.test(label);
}

/** The shared e-mail rule of browser and server (docs/rules.md, "E-mail address rule"). */
export function isValidEmail(value: string): boolean {
  if (containsWhitespaceOrControl(value)) return false;

  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [localPart = '', domain = ''] = parts;
  if (localPart === '' || domain === '') return false;

  if (codePointLength(localPart) > MAX_LOCAL_PART_LENGTH) return false;
  if (codePointLength(value) > MAX_ADDRESS_LENGTH) return false;
  if (!LOCAL_PART.test(localPart)) return false;

  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every(isValidDomainLabel)) return false;

  const topLevelLabel = labels[labels.length - 1] ?? '';
  return codePointLength(topLevelLabel) >= MIN_TOP_LEVEL_LABEL_LENGTH && TOP_LEVEL_LABEL.test(topLevelLabel);
}

/**
 * White space around an address is never part of it: every screen and route removes it (any Unicode white space or
 * line break, as `String.prototype.trim`) before it validates, sends, stores or compares the address.
 */
export function trimEmail(typed: string): string {
  return typed.trim();
}

declare const normalisedEmailBrand: unique symbol;

/** An address in the form accounts, subscribers, locks and rate limits are keyed by; only `normaliseEmail` makes one. */
export type NormalisedEmail = string & { readonly [normalisedEmailBrand]: true };

function normalForm(address: string): string {
  return trimEmail(address).normalize('NFC').toLowerCase();
}

/** Whether the value is already in the normal form `normaliseEmail` gives. */
export function isNormalisedEmail(value: string): value is NormalisedEmail {
  return normalForm(value) === value;
}

/**
 * The identity of an address (docs/rules.md, "E-mail address"): trimmed, in Unicode NFC and lower case, so the same
 * address typed with other case, other white space around it or in decomposed form names the same account.
 */
export function normaliseEmail(typed: string): NormalisedEmail {
  const form = normalForm(typed);
  return isNormalisedEmail(form) ? form : normaliseEmail(form);
}
