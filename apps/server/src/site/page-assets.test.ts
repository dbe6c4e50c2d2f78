import { describe, expect, it } from 'vitest';
import { type BuildManifest, pageAssetsOf } from './page-assets.ts';

const catalogue = (locale: string, part?: string) =>
  `../../packages/i18n/messages/${locale}.json?compiled${part ? `&part=${part}` : ''}`;

/** A client build's manifest as Vite writes it: an entry, a page whose chunk imports its texts' loader, the catalogue parts. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    css: ['assets/index.css'],
    imports: ['_shared.js'],
    dynamicImports: [catalogue('en-GB'), catalogue('de-DE'), 'src/home/home-page.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/home/home-page.tsx': {
    file: 'assets/home-page.js',
    css: ['assets/home-page.css'],
    imports: ['_shared.js', '_home-texts.js'],
  },
  '_home-texts.js': {
    file: 'assets/home-texts.js',
    dynamicImports: [catalogue('en-GB', 'home'), catalogue('de-DE', 'home')],
  },
  [catalogue('en-GB')]: { file: 'assets/en-GB-shell.js' },
  [catalogue('de-DE')]: { file: 'assets/de-DE-shell.js' },
  [catalogue('en-GB', 'home')]: { file: 'assets/en-GB-home.js' },
  [catalogue('de-DE', 'home')]: { file: 'assets/de-DE-home.js' },
  '_page-layout.js': {
    file: 'assets/page-layout.js',
    dynamicImports: ['../../packages/site-shell/src/language/language-switcher.tsx'],
  },
  '../../packages/site-shell/src/language/language-switcher.tsx': {
    file: 'assets/language-switcher.js',
    css: ['assets/select.css'],
    imports: ['_shared.js', '_select.js'],
  },
  '_select.js': { file: 'assets/select.js' },
};

describe('pageAssetsOf', () => {
  it.each([
    ['en-GB', ['assets/home-page.js', 'assets/home-texts.js', 'assets/en-GB-home.js', 'assets/en-GB-shell.js']],
    ['de-DE', ['assets/home-page.js', 'assets/home-texts.js', 'assets/de-DE-home.js', 'assets/de-DE-shell.js']],
  ])(
    "preloads, in %s, the page chunk, its imports beyond the entry, the shell's texts and the page's texts of the locale only",
    (locale, modules) => {
      expect(pageAssetsOf(manifest, 'src/home/home-page.tsx', locale)).toEqual({
        modules,
        styles: ['assets/home-page.css'],
      });
    },
  );

  it('preloads the lazily loaded parts the page rendered, with their styles and imports beyond the entry; nothing of them otherwise', () => {
    const switcher = 'language/language-switcher';
    expect(pageAssetsOf(manifest, 'src/home/home-page.tsx', 'de-DE', [switcher])).toEqual({
      modules: [
        'assets/home-page.js',
        'assets/home-texts.js',
        'assets/de-DE-home.js',
        'assets/de-DE-shell.js',
        'assets/language-switcher.js',
        'assets/select.js',
      ],
      styles: ['assets/home-page.css', 'assets/select.css'],
    });
    expect(pageAssetsOf(manifest, 'src/home/home-page.tsx', 'de-DE', []).modules).not.toContain(
      'assets/language-switcher.js',
    );
  });

  it('finds a lazily loaded part of the installed package by the same name', () => {
    const installed: BuildManifest = {
      'src/home/home-page.tsx': { file: 'assets/home-page.js' },
      'node_modules/@shopfront/site-shell/dist/language/language-switcher.js': { file: 'assets/language-switcher.js' },
      'node_modules/@shopfront/site-shell/dist/language/language-switcher-extra.js': { file: 'assets/other.js' },
    };
    expect(pageAssetsOf(installed, 'src/home/home-page.tsx', 'de-DE', ['language/language-switcher']).modules).toEqual([
      'assets/home-page.js',
      'assets/language-switcher.js',
    ]);
  });
});
