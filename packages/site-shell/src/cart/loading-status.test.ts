import { describe, expect, it } from 'vitest';
import { loadingStatusOf } from './loading-status.ts';

describe('loadingStatusOf', () => {
  it.each([
    ['pending', 'idle', 'IDLE'],
    ['pending', 'fetching', 'RUNNING'],
    ['pending', 'paused', 'RUNNING'],
    ['success', 'fetching', 'SUCCESS'],
    ['success', 'idle', 'SUCCESS'],
    ['error', 'idle', 'ERROR'],
  ] as const)('%s/%s → %s', (status, fetchStatus, expected) => {
    expect(loadingStatusOf({ status, fetchStatus })).toBe(expected);
  });
});
