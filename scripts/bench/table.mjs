/** Brotli KiB, what a host downloads to show a login form, measured from the peers' npm packages (ENGINEERING.md). */
export const peers = [
  ['Supabase Auth UI + supabase-js + React 19', 123],
  ['FirebaseUI + Firebase compat SDK (no React)', 105],
  ['Auth0 Lock 14 (its own React 18)', 250],
  ['Clerk core + UI SignIn (its own React 18)', 334],
  ['Ory Elements React <Login> + React 19', 548],
  ['React 19 + react-dom/client alone', 58],
];

export const withinBudget = (row) =>
  (row.budget === undefined || row.value <= row.budget) && (row.minimum === undefined || row.value >= row.minimum);

/**
 * One line per row: the figure, its budget and verdict, a note (e.g. the runs a median came from) and, on a miss, what
 * cost it (`failing`, one per line under it). Then the peers, and under them again our rows marked `besidePeers`.
 */
export function printTable(rows) {
  const width = Math.max(...rows.map((row) => row.what.length), ...peers.map(([name]) => name.length + 2));
  console.log(`${'what'.padEnd(width)}  ${'ours'.padStart(9)}  budget`);
  for (const row of rows) {
    const figure = `${row.value.toFixed(row.digits ?? (row.unit === 'KiB' ? 1 : 0))}${row.unit ? ` ${row.unit}` : ''}`;
    const limit = row.budget !== undefined ? `≤ ${row.budget}` : row.minimum !== undefined ? `≥ ${row.minimum}` : '';
    const verdict = limit === '' ? '' : `${limit} ${withinBudget(row) ? 'ok' : 'MISSED'}`;
    const note = row.note ? `${verdict ? '  ' : ''}(${row.note})` : '';
    console.log(`${row.what.padEnd(width)}  ${figure.padStart(9)}  ${verdict}${note}`);
    if (!withinBudget(row)) for (const cause of row.failing ?? []) console.log(`${' '.repeat(width + 13)}${cause}`);
  }
  console.log(`\npeers: what a host downloads to show a login form (brotli, ENGINEERING.md)`);
  for (const [name, value] of peers) console.log(`  ${name.padEnd(width - 2)}  ${`${value} KiB`.padStart(9)}`);
  // Ours beside them: the rows a shop compares with the peers' (besidePeers), measured above.
  for (const row of rows.filter((candidate) => candidate.besidePeers)) {
    console.log(`  ours: ${row.what.padEnd(width - 8)}  ${`${row.value.toFixed(1)} KiB`.padStart(9)}`);
  }
}
