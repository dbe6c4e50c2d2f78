/** Reads one field of a parsed body or query whose route schema is not known here (hooks, error shapes). */
export function fieldOf(container: unknown, name: string): unknown {
  return typeof container === 'object' && container !== null && Object.hasOwn(container, name)
    ? (container as Readonly<Record<string, unknown>>)[name]
    : undefined;
}
