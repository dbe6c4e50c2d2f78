import { describe, expect, it } from 'vitest';
import { linkifiedText } from './linkified-text.ts';

describe('linkifiedText', () => {
  it.each([
    ['no links', [{ kind: 'text', text: 'no links' }]],
    [
      'Open http://localhost:8080/gb/e/newpassword?pwrt=a1 now',
      [
        { kind: 'text', text: 'Open ' },
        { kind: 'link', href: 'http://localhost:8080/gb/e/newpassword?pwrt=a1' },
        { kind: 'text', text: ' now' },
      ],
    ],
    ['https://a.example/x', [{ kind: 'link', href: 'https://a.example/x' }]],
    ['javascript:alert(1) stays text', [{ kind: 'text', text: 'javascript:alert(1) stays text' }]],
    [
      '<a href="https://evil.example">',
      [
        { kind: 'text', text: '<a href="' },
        { kind: 'link', href: 'https://evil.example' },
        { kind: 'text', text: '">' },
      ],
    ],
  ])('%s', (input, expected) => {
    expect(linkifiedText(input)).toEqual(expected);
  });
});
