/**
 * The small part of JSON Schema our generated schemas use (objects with required properties, strings, booleans,
 * numbers): enough to check data in the browser against a schema exported from zod (`z.toJSONSchema`) without
 * shipping zod. Like zod's objects, unknown properties are dropped, not refused.
 */
export type JsonSchema =
  | { readonly type: 'string' | 'boolean' | 'number' }
  | { readonly type: 'object'; readonly properties: Readonly<Record<string, JsonSchema>>; readonly required?: readonly string[] };

export class JsonSchemaMismatch extends Error {
  readonly code = 'schema_mismatch';
  constructor(readonly path: string) {
    super(`the value does not match its schema at ${path || 'the top'}`);
  }
}

/** A copy of `value` with only what the schema names; throws JsonSchemaMismatch at the first place it does not match. */
export function checkedCopy(value: unknown, schema: JsonSchema, path = ''): unknown {
  switch (schema.type) {
    case 'string':
    case 'boolean':
    case 'number':
      if (typeof value !== schema.type || (schema.type === 'number' && !Number.isFinite(value))) throw new JsonSchemaMismatch(path);
      return value;
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new JsonSchemaMismatch(path);
      const record = value as Record<string, unknown>;
      const copy: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        const propertyPath = path ? `${path}.${name}` : name;
        if (!(name in record) || record[name] === undefined) {
          if (schema.required?.includes(name)) throw new JsonSchemaMismatch(propertyPath);
          continue;
        }
        copy[name] = checkedCopy(record[name], property, propertyPath);
      }
      return copy;
    }
    default:
      return schema satisfies never;
  }
}
