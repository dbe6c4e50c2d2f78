import { describe, expect, it } from 'vitest';
import { outdatedDocuments } from './document-consents.ts';

const current = { 'terms-statement': '2.0', 'privacy-statement': '3.1' };
const granted = (docVersion: string) => ({ isConsentGranted: true, docVersion });

describe('outdatedDocuments', () => {
  it.each([
    ['both current', { 'terms-statement': granted('2.0'), 'privacy-statement': granted('3.1') }, current, []],
    ['nothing on record', {}, current, ['terms-statement', 'privacy-statement']],
    [
      'terms accepted in an older version',
      { 'terms-statement': granted('1.0'), 'privacy-statement': granted('3.1') },
      current,
      ['terms-statement'],
    ],
    [
      'privacy withdrawn',
      { 'terms-statement': granted('2.0'), 'privacy-statement': { isConsentGranted: false, docVersion: '3.1' } },
      current,
      ['privacy-statement'],
    ],
    [
      'a grant without a version',
      { 'terms-statement': { isConsentGranted: true }, 'privacy-statement': granted('3.1') },
      current,
      ['terms-statement'],
    ],
    ['a document without a current version is not asked for', {}, { 'terms-statement': '2.0' }, ['terms-statement']],
  ] as const)('%s', (_name, consents, versions, expected) => {
    expect(outdatedDocuments(consents, versions)).toEqual(expected);
  });
});
