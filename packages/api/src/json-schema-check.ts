/**
 * The small part of JSON Schema our wire contracts use, checked in about a kilobyte so that no browser code downloads
 * zod: `true` (anything), strings, booleans, numbers, integers (with `minimum`), `null`, `const`, `enum`, arrays,
 * objects (required properties, `default`s for missing ones, `additionalProperties` kept as they are with `true` or
 * checked against a schema, as records), `anyOf` (unions, nullables) and `not`. Like zod's objects, unknown properties
 * are dropped unless `additionalProperties` says otherwise. `FromSchema` gives a schema's TypeScript type, so each
 * contract is written once (`as const satisfies JsonSchema`).
 */
type JsonLiteral = string | number | boolean;

interface SchemaKeywords {
  /** The value must not match this schema as well, e.g. `{ type: 'number', not: { const: 0 } }`. */
  readonly not?: JsonSchema;
  /** Taken when the property is missing (the property is then always present in the checked copy). */
  readonly default?: unknown;
}

export type JsonSchema =
  | true
  | (SchemaKeywords &
      (
        | { readonly type: 'string' | 'boolean' | 'number' | 'null' }
        | { readonly type: 'integer'; readonly minimum?: number }
        | { readonly const: JsonLiteral }
        | { readonly enum: readonly JsonLiteral[] }
        | { readonly anyOf: readonly JsonSchema[] }
        | { readonly type: 'array'; readonly items: JsonSchema }
        | {
            readonly type: 'object';
            readonly properties?: Readonly<Record<string, JsonSchema>>;
            readonly required?: readonly string[];
            readonly additionalProperties?: JsonSchema;
          }
      ));

type Simplify<T> = { [K in keyof T]: T[K] };
type PropertiesOf<S> = S extends { readonly properties: infer P } ? P : Record<never, never>;
type RequiredOf<S> = S extends { readonly required: readonly (infer R)[] } ? R : never;
type AlwaysPresent<S, K> =
  K extends RequiredOf<S>
    ? true
    : PropertiesOf<S>[K & keyof PropertiesOf<S>] extends { readonly default: unknown }
      ? true
      : false;
type AdditionalOf<S> = S extends { readonly additionalProperties: infer A extends JsonSchema }
  ? { [name: string]: FromSchema<A> }
  : unknown;
type FromObjectSchema<S, P = PropertiesOf<S>> = Simplify<
  { -readonly [K in keyof P as AlwaysPresent<S, K> extends true ? K : never]: FromSchema<P[K]> } & {
    -readonly [K in keyof P as AlwaysPresent<S, K> extends true ? never : K]?: FromSchema<P[K]>;
  }
> &
  AdditionalOf<S>;

/** The TypeScript type of what `checkedCopy` returns for a schema written `as const` (`unknown` for any schema at all). */
export type FromSchema<S> = JsonSchema extends S
  ? unknown
  : S extends true
    ? unknown
    : S extends { readonly anyOf: readonly (infer Member)[] }
      ? Member extends unknown
        ? FromSchema<Member>
        : never
      : S extends { readonly const: infer Value }
        ? Value
        : S extends { readonly enum: readonly (infer Value)[] }
          ? Value
          : S extends { readonly type: 'string' }
            ? string
            : S extends { readonly type: 'number' | 'integer' }
              ? number
              : S extends { readonly type: 'boolean' }
                ? boolean
                : S extends { readonly type: 'null' }
                  ? null
                  : S extends { readonly type: 'array'; readonly items: infer Item }
                    ? FromSchema<Item>[]
                    : S extends { readonly type: 'object' }
                      ? FromObjectSchema<S>
                      : never;

export class JsonSchemaMismatch extends Error {
  readonly code = 'schema_mismatch';
  constructor(readonly path: string) {
    super(`the value does not match its schema at ${path || 'the top'}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const pathTo = (path: string, name: string | number) => (path ? `${path}.${name}` : String(name));
/** A property set as data, so that a `__proto__` key in the input stays a key and never becomes the prototype. */
const setProperty = (target: Record<string, unknown>, name: string, value: unknown) =>
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });

function matchesType(value: unknown, type: 'string' | 'boolean' | 'number' | 'integer' | 'null'): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
}

function copyOf(value: unknown, schema: JsonSchema, path: string): unknown {
  if (schema === true) return value;
  const copy = copyByKeyword(value, schema, path);
  if (schema.not !== undefined && isMatch(value, schema.not)) throw new JsonSchemaMismatch(path);
  return copy;
}

function isMatch(value: unknown, schema: JsonSchema): boolean {
  try {
    copyOf(value, schema, '');
    return true;
  } catch (error) {
    if (error instanceof JsonSchemaMismatch) return false;
    throw error;
  }
}

function copyByKeyword(value: unknown, schema: Exclude<JsonSchema, true>, path: string): unknown {
  if ('anyOf' in schema) {
    for (const member of schema.anyOf) {
      try {
        return copyOf(value, member, path);
      } catch (error) {
        if (!(error instanceof JsonSchemaMismatch)) throw error;
      }
    }
    throw new JsonSchemaMismatch(path);
  }
  if ('const' in schema) {
    if (value !== schema.const) throw new JsonSchemaMismatch(path);
    return value;
  }
  if ('enum' in schema) {
    if (!schema.enum.includes(value as JsonLiteral)) throw new JsonSchemaMismatch(path);
    return value;
  }
  switch (schema.type) {
    case 'array':
      if (!Array.isArray(value)) throw new JsonSchemaMismatch(path);
      return value.map((item, index) => copyOf(item, schema.items, pathTo(path, index)));
    case 'object': {
      if (!isRecord(value)) throw new JsonSchemaMismatch(path);
      const copy: Record<string, unknown> = {};
      const properties = schema.properties ?? {};
      for (const [name, property] of Object.entries(properties)) {
        if (value[name] !== undefined) setProperty(copy, name, copyOf(value[name], property, pathTo(path, name)));
        else if (property !== true && property.default !== undefined)
          setProperty(copy, name, structuredClone(property.default));
        else if (schema.required?.includes(name)) throw new JsonSchemaMismatch(pathTo(path, name));
      }
      if (schema.additionalProperties !== undefined) {
        for (const [name, item] of Object.entries(value)) {
          if (!Object.hasOwn(properties, name))
            setProperty(copy, name, copyOf(item, schema.additionalProperties, pathTo(path, name)));
        }
      }
      return copy;
    }
    case 'integer':
      if (!matchesType(value, 'integer') || (schema.minimum !== undefined && (value as number) < schema.minimum))
        throw new JsonSchemaMismatch(path);
      return value;
    default:
      if (!matchesType(value, schema.type)) throw new JsonSchemaMismatch(path);
      return value;
  }
}

/** A copy of `value` with only what the schema names; throws JsonSchemaMismatch at the first place it does not match. */
export function checkedCopy<const S extends JsonSchema>(value: unknown, schema: S): FromSchema<S> {
  // The copy was built by walking the schema, so it has the schema's type.
  return copyOf(value, schema, '') as FromSchema<S>;
}

/** Whether `value` matches `schema`. */
export function matchesSchema(schema: JsonSchema, value: unknown): boolean {
  return isMatch(value, schema);
}

/** `checkedCopy` as a result, the form `readJson` takes: `{ success: true, data }` or `{ success: false }`. */
export function safeCheck<const S extends JsonSchema>(
  schema: S,
  value: unknown,
): { success: true; data: FromSchema<S> } | { success: false } {
  try {
    return { success: true, data: copyOf(value, schema, '') as FromSchema<S> };
  } catch (error) {
    if (error instanceof JsonSchemaMismatch) return { success: false };
    throw error;
  }
}

/** `{ type: 'array', items }`, typed for `FromSchema`. */
export const arrayOf = <const Item extends JsonSchema>(items: Item) => ({ type: 'array', items }) as const;
