import { controlCharacterPath } from '@shopfront/core';
import { cdcError, cdcErrors, validationError } from './cdc-shape.ts';
import { fieldOf } from './request-fields.ts';

export type JsonObject = Readonly<Record<string, unknown>>;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON object in a CDC form field (`profile`, `preferences`, `subscriptions`, `data`); an empty object when the field
 * is empty. Its control characters arrive escaped (`"Form\fFeed"`), past the check every request gets
 * (http/untrusted-input.ts), so the rule of docs/rules.md is applied here, where the values enter, naming the field
 * (CDC 400009): a name stored with one would otherwise follow the customer into every later login.
 */
export function parseJsonFormField(value: string | undefined, name: string): JsonObject {
  if (value === undefined || value === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw cdcError(cdcErrors.invalidParameter, `${name} must be a JSON object`);
  }
  if (!isJsonObject(parsed)) throw cdcError(cdcErrors.invalidParameter, `${name} must be a JSON object`);
  const path = controlCharacterPath(parsed);
  if (path !== undefined)
    throw validationError(`${name}.${path}`, `${name}.${path} must not contain control characters`);
  return parsed;
}

/** The value at `path` inside a parsed form field (`preferences`, `terms-statement`, `isConsentGranted`), or undefined. */
export function jsonFieldAt(field: JsonObject, ...path: readonly string[]): unknown {
  return path.reduce<unknown>((value, name) => fieldOf(value, name), field);
}
