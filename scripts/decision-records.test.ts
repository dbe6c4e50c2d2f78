import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const decisionsFolder = join(root, 'docs/decisions');
const decisions = readdirSync(decisionsFolder).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('the decision records', () => {
  it.each(decisions)('%s opens with its title, a Status line and a Date line', (name) => {
    const [title, blank, status, date] = readFileSync(join(decisionsFolder, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\b`));
    expect(blank).toBe('');
    expect(status).toMatch(/^Status: (Accepted|Superseded by \[\d{3}\]|Amended by \[\d{3}\])/);
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
  });

  it.each(decisions)('every link of %s reaches a file', (name) => {
    const text = readFileSync(join(decisionsFolder, name), 'utf8');
    const targets = [...text.matchAll(/\]\(([^)#\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(targets.filter((target) => !existsSync(resolve(decisionsFolder, target)))).toEqual([]);
  });

  it('every path to a decision record in the code and the docs names one that exists', () => {
    const files = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
        const path = join(folder, entry.name);
        if (entry.isDirectory()) return files(path);
        return /\.(ts|tsx|mjs|md|sql)$/.test(entry.name) ? [path] : [];
      });
    const named = [
      ...['apps', 'packages', 'scripts', 'docs', 'e2e'].flatMap((folder) => files(join(root, folder))),
      join(root, 'README.md'),
    ].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docs\/decisions\/(\d{3}-[a-z0-9-]+\.md)/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    expect(named.filter((name) => !decisions.includes(name))).toEqual([]);
  });
});
