import { deviceBrowsers, devicePlatforms } from '@shopfront/core';
import { type FromSchema, type JsonSchema, arrayOf } from '../json-schema-check.ts';
import { sapErrorResponses } from './experience-errors.ts';
import { sapOkProperties, sapOkSchema } from './session-contract.ts';

const text = { type: 'string' } as const;

/** One signed-in device of the customer: what it is, where and when it signed in, and whether it is the asking one. */
export const signedInDeviceSchema = {
  type: 'object',
  properties: {
    id: text,
    browser: { type: 'string', enum: deviceBrowsers },
    platform: { type: 'string', enum: devicePlatforms },
    market: text,
    /** ISO 8601. */
    signedInAt: text,
    lastActiveAt: text,
    isCurrent: { type: 'boolean' },
  },
  required: ['id', 'browser', 'platform', 'market', 'signedInAt', 'lastActiveAt', 'isCurrent'],
} as const satisfies JsonSchema;

export type SignedInDevice = FromSchema<typeof signedInDeviceSchema>;

export const signedInDevicesSchema = {
  type: 'object',
  properties: { ...sapOkProperties, devices: arrayOf(signedInDeviceSchema) },
  required: ['devices'],
} as const satisfies JsonSchema;

/** `GET devices`: the customer's devices with a live session, the most recently active first. */
export const signedInDevicesRoute = {
  response: { 200: signedInDevicesSchema, ...sapErrorResponses },
} as const;

/** `POST devices/sign-out`: ends every session and grant of one device of the customer. */
export const signOutDeviceRoute = {
  body: {
    type: 'object',
    properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
    required: ['id'],
    additionalProperties: false,
  },
  response: { 200: sapOkSchema, ...sapErrorResponses },
} as const;

/** `POST devices/sign-out-others`: ends every session and grant of the customer but the asking device's. */
export const signOutOtherDevicesRoute = {
  body: { type: 'object', additionalProperties: false },
  response: { 200: sapOkSchema, ...sapErrorResponses },
} as const;
