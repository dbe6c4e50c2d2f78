const boundedIntegers = new WeakSet<object>();

/**
 * The one schema of every number a route takes (body, query, params): a whole number from `minimum` to `maximum`,
 * whatever JSON type it arrives as. Fastify's ajv coerces a string to a number and checks `minimum` and `maximum`
 * only of finite numbers: the string "1e999" became Infinity, passed both and reached SQL as "Infinity" (a 500).
 * The `not` runs after the coercion, on the number, whatever its type was. The server refuses a route whose numeric
 * field was not built here (apps/server/src/http/bounded-integer.ts).
 */
export function boundedInteger<const Minimum extends number, const Maximum extends number>(
  minimum: Minimum,
  maximum: Maximum,
) {
  const schema = { type: 'integer', minimum, maximum, not: { enum: [Infinity, -Infinity] } } as const;
  boundedIntegers.add(schema);
  return schema;
}

/** Whether `schema` was made by boundedInteger. */
export function isBoundedInteger(schema: object): boolean {
  return boundedIntegers.has(schema);
}
