/** Reads one field of a parsed body or query whose route schema is not known here (hooks, error shapes). */
export function fieldOf(container: unknown, name: string): unknown {
  return typeof container === 'object' && container !== null && Object.hasOwn(container, name)
    ? Reflect.get(container, name)
    : undefined;
}
