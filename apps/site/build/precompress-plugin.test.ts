import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { precompressPlugin } from './precompress-plugin.ts';

/** A page with a script, a stylesheet, an SVG and a PNG: what a Vite build of the site emits, in small. */
function tinySite(): string {
  const root = mkdtempSync(join(tmpdir(), 'shopfront-precompress-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><body><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    join(root, 'main.js'),
    `import './main.css'; import logo from './logo.svg'; import photo from './photo.png';
     document.body.append(${JSON.stringify('Nordhem '.repeat(50))}, logo, photo);`,
  );
  writeFileSync(join(root, 'main.css'), `body { color: #222; }\n${'.n { margin: 0; }\n'.repeat(20)}`);
  writeFileSync(
    join(root, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(20)}</svg>`,
  );
  writeFileSync(join(root, 'photo.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  return root;
}

describe('precompressPlugin', () => {
  it('writes .br and .gz beside every text file of the build, and nothing beside images', async () => {
    const root = tinySite();
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const outDir = join(root, 'dist');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompressPlugin()],
      build: { outDir, assetsInlineLimit: 0 },
    });

    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    const originals = files.filter((file) => !/\.(br|gz)$/.test(file) && /\.\w+$/.test(file));
    const textFiles = originals.filter((file) => !file.endsWith('.png'));
    expect(new Set(textFiles.map((file) => file.split('.').pop()))).toEqual(new Set(['html', 'js', 'css', 'svg']));
    for (const file of textFiles) {
      const original = readFileSync(join(outDir, file));
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`))), `${file}.br`).toEqual(original);
      expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`))), `${file}.gz`).toEqual(original);
    }
    const image = originals.find((file) => file.endsWith('.png'));
    expect(image).toBeDefined();
    expect(files).not.toContain(`${image}.br`);
    expect(files).not.toContain(`${image}.gz`);
  });
});
