import type { RouteOptions } from 'fastify';
import { isBoundedInteger } from '@shopfront/api';

export { boundedInteger } from '@shopfront/api';

/** The request parts a client fills; response schemas describe what the server writes. */
const requestParts = ['body', 'querystring', 'params', 'headers'] as const;

function isNumericType(type: unknown): boolean {
  const types: unknown[] = Array.isArray(type) ? type : [type];
  return types.includes('number') || types.includes('integer');
}

/** The paths (`body.quantity`) of every numeric field of a schema that is not a boundedInteger. */
function unboundedNumbersOf(schema: unknown, path: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  if (isBoundedInteger(schema)) return [];
  const found = 'type' in schema && isNumericType(schema.type) ? [path] : [];
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'properties' || keyword === 'patternProperties') {
      if (typeof value === 'object' && value !== null) {
        for (const [name, property] of Object.entries(value))
          found.push(...unboundedNumbersOf(property, `${path}.${name}`));
      }
    } else if (keyword === 'items' || keyword === 'additionalProperties' || keyword === 'not') {
      found.push(...unboundedNumbersOf(value, `${path}.${keyword}`));
    } else if ((keyword === 'anyOf' || keyword === 'oneOf' || keyword === 'allOf') && Array.isArray(value)) {
      value.forEach((branch: unknown, index) =>
        found.push(...unboundedNumbersOf(branch, `${path}.${keyword}[${index}]`)),
      );
    }
  }
  return found;
}

/**
 * An `onRoute` hook: a route that takes a number without boundedInteger stops the start (and every test) with the
 * route and the field named, so a new numeric field cannot go unbounded.
 */
export function refuseUnboundedNumbers(route: RouteOptions): void {
  const unbounded = requestParts.flatMap((part) => unboundedNumbersOf(route.schema?.[part], part));
  if (unbounded.length > 0) {
    throw new Error(
      `${String(route.method)} ${route.url}: ${unbounded.join(', ')} must be boundedInteger (http/bounded-integer.ts)`,
    );
  }
}
