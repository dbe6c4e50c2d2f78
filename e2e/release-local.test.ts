import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

/** The processes below `root` (its children, theirs, …), from `ps`. */
function descendantsOf(root: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [pid, ppid] of table)
      if (ppid === parent && pid !== undefined) {
        found.push(pid);
        visit(pid);
      }
  };
  visit(root);
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run release:local', () => {
  it('stops its registry, and leaves no process behind, when npm is sent SIGTERM', async () => {
    const port = await freePort();
    const release = spawn('npm', ['run', 'release:local', '--', '--no-build', '--port', String(port)], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    release.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      release.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('The registry runs until you stop this command')) resolve();
      });
      release.once('exit', (code) => reject(new Error(`release:local exited with ${code}:\n${output}`)));
    });
    const registry = `http://127.0.0.1:${port}/-/ping`;
    expect((await fetch(registry)).ok).toBe(true);
    const processes = descendantsOf(release.pid ?? 0);
    // npm, the script and Verdaccio at least.
    expect(processes.length).toBeGreaterThanOrEqual(2);

    const exited = once(release, 'exit');
    release.kill('SIGTERM');
    await exited;
    await expect.poll(() => processes.filter(isAlive), { timeout: 15_000 }).toEqual([]);
    await expect(fetch(registry)).rejects.toThrow();
  });
});
