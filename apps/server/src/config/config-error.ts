/** A configuration problem the operator must fix; its message is the one line the server prints before it stops. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Formats the first zod issue as `key: problem`, the shape every config error line uses. */
export function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  const key = issue.path.map(String).join('.') || '(root)';
  return `${key}: ${issue.message}`;
}
