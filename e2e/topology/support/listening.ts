import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits until `child` accepts TCP connections on loopback `port` (a bare connection: no request that a log would
 * count); stops it and throws with `output()` when it exits first or takes more than ten seconds.
 */
export async function waitUntilListening(
  name: string,
  child: ChildProcess,
  port: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${name} did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a helper process of the topology (SIGTERM, then its exit) and removes the directory of its files. */
export async function stopAndRemove(child: ChildProcess, directory: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(directory, { recursive: true, force: true });
}
