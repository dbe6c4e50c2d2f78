import { afterEach, describe, it, expect, vi } from 'vitest';
import {
  PKCE_VERIFIER_LENGTH,
  STATE_LENGTH,
  UNRESERVED_ALPHABET,
  createPkcePair,
  createState,
  pkceChallenge,
  randomUnreservedString,
} from './pkce.ts';

const UNRESERVED_ONLY = /^[A-Za-z0-9\-._~]*$/;

/** Make the next calls of crypto.getRandomValues fill their buffer from these byte sequences, in turn (repeating each). */
function stubRandomBytes(...byteSequences: number[][]) {
  const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
  for (const sequence of byteSequences) {
    spy.mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) {
        for (let index = 0; index < array.length; index += 1) array[index] = sequence[index % sequence.length] ?? 0;
      }
      return array;
    });
  }
  return spy;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pkceChallenge', () => {
  it.each([
    // RFC 7636 Appendix B
    ['dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
    // SHA-256 of the empty string, a digest whose base64 contains both '+' and '/'
    ['', '47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU'],
  ])('%j → %j', async (verifier, challenge) => {
    await expect(pkceChallenge(verifier)).resolves.toBe(challenge);
  });

  it('returns 43 base64url characters without padding', async () => {
    const challenge = await pkceChallenge(randomUnreservedString(PKCE_VERIFIER_LENGTH));
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('createPkcePair', () => {
  it('makes a 60-character unreserved verifier and its S256 challenge', async () => {
    const { verifier, challenge } = await createPkcePair();
    expect(verifier).toHaveLength(60);
    expect(verifier).toMatch(UNRESERVED_ONLY);
    await expect(pkceChallenge(verifier)).resolves.toBe(challenge);
  });

  it('makes a new verifier every time', async () => {
    const [first, second] = await Promise.all([createPkcePair(), createPkcePair()]);
    expect(first.verifier).not.toBe(second.verifier);
    expect(first.challenge).not.toBe(second.challenge);
  });
});

describe('createState', () => {
  it('makes a new 61-character unreserved string every time', () => {
    const state = createState();
    expect(state).toHaveLength(61);
    expect(state).toMatch(UNRESERVED_ONLY);
    expect(createState()).not.toBe(state);
  });
});

describe('randomUnreservedString', () => {
  it('uses the 66-character RFC 7636 alphabet and the decided lengths', () => {
    expect(UNRESERVED_ALPHABET).toHaveLength(66);
    expect(new Set(UNRESERVED_ALPHABET).size).toBe(66);
    expect(UNRESERVED_ALPHABET).toMatch(UNRESERVED_ONLY);
    expect(PKCE_VERIFIER_LENGTH).toBe(60);
    expect(STATE_LENGTH).toBe(61);
  });

  it.each([0, 1, 43, 60, 61, 128, 100_000])('returns exactly %i characters', (length) => {
    const value = randomUnreservedString(length);
    expect(value).toHaveLength(length);
    expect(value).toMatch(UNRESERVED_ONLY);
  });

  it('draws every character of the alphabet', () => {
    expect(new Set(randomUnreservedString(20_000)).size).toBe(66);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses length %s', (length) => {
    expect(() => randomUnreservedString(length)).toThrow(RangeError);
  });

  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'a'],
    [51, 'z'],
    [52, '0'],
    [61, '9'],
    [62, '-'],
    [63, '.'],
    [64, '_'],
    [65, '~'],
    [66, 'A'],
    [131, '~'],
    [132, 'A'],
    [197, '~'], // the highest accepted byte
  ])('maps random byte %i to %j', (byte, character) => {
    stubRandomBytes([byte]);
    expect(randomUnreservedString(1)).toBe(character);
  });

  it.each([198, 199, 230, 255])('skips random byte %i (it would bias the first 58 characters)', (byte) => {
    const getRandomValues = stubRandomBytes([byte], [byte, 1]);
    expect(randomUnreservedString(1)).toBe('B');
    expect(getRandomValues).toHaveBeenCalledTimes(2);
  });

  it('keeps the accepted bytes between rejected ones, in order', () => {
    stubRandomBytes([198, 0, 255, 65, 199, 1, 200, 197]);
    expect(randomUnreservedString(4)).toBe('A~B~');
  });
});
