/**
 * Asks until `holds` does, for at most a second: what another instance's change feed (session revocation, cart
 * changes) promises (docs/decisions/011-session-cache.md).
 */
export async function holdsWithinOneSecond(holds: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 1000;
  for (;;) {
    if (await holds()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
