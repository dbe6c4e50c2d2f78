import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The supported Node versions (issue 26.5): `engines` in every package.json, and an install that no dependency refuses.
// npm test runs the unit project on Node 24 and on Node 22, so the install check covers both supported majors.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(join(root, folder)).map((name) => join(folder, name)),
);
const manifests = ['package.json', ...[...workspaces, 'e2e'].map((workspace) => join(workspace, 'package.json'))];

function nodeEngines(manifest: string): unknown {
  const parsed: unknown = JSON.parse(readFileSync(join(root, manifest), 'utf8'));
  const engines = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'engines') : undefined;
  return typeof engines === 'object' && engines !== null ? Reflect.get(engines, 'node') : undefined;
}

describe('the supported Node versions', () => {
  it.each(manifests)('%s states the same engines.node as the root', (manifest) => {
    expect(nodeEngines('package.json')).toBe('^22.13 || >=24');
    expect(nodeEngines(manifest)).toBe(nodeEngines('package.json'));
  });

  const copy = mkdtempSync(join(tmpdir(), 'shopfront-engines-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it(`npm ci on the running Node (${process.version}) finds no dependency that refuses it (EBADENGINE)`, () => {
    // A dry run in a copy of the manifests and the lock: it reads no network and leaves node_modules alone.
    cpSync(join(root, 'package-lock.json'), join(copy, 'package-lock.json'));
    for (const manifest of manifests) {
      mkdirSync(join(copy, dirname(manifest)), { recursive: true });
      cpSync(join(root, manifest), join(copy, manifest));
    }
    const install = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: copy,
      encoding: 'utf8',
      // npm runs on the node that runs this test.
      env: { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` },
    });
    expect(install.status, install.stderr).toBe(0);
    // npm warns on stderr.
    expect(install.stderr.match(/EBADENGINE.*/g) ?? []).toEqual([]);
  });
});
