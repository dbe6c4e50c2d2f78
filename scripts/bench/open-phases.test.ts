import { describe, expect, it } from 'vitest';
import { median, openPhases } from './open-phases.ts';

const origin = 'http://localhost:4000';

describe('openPhases', () => {
  it('splits a first open into fetch, evaluation, the wait for the configuration, render and focus', () => {
    expect(
      openPhases({
        start: 100,
        focused: 190,
        resources: [
          { name: `${origin}/shopfront-loader.js`, startTime: 10, responseEnd: 20 },
          { name: `${origin}/assets/standalone-widget-abc.js`, startTime: 101, responseEnd: 120 },
          { name: `${origin}/assets/react-def.js`, startTime: 121, responseEnd: 130 },
          { name: `${origin}/assets/account-dialog-root-ghi.css`, startTime: 121, responseEnd: 128 },
          { name: `${origin}/host-config?country=GB&locale=en-GB`, startTime: 101, responseEnd: 160 },
          { name: `${origin}/assets/login-flow-jkl.js`, startTime: 185, responseEnd: 189 },
        ],
        marks: [
          { name: 'shopfront:dialog-code-evaluated', startTime: 150 },
          { name: 'shopfront:dialog-rendering', startTime: 162 },
          { name: 'shopfront:dialog-committed', startTime: 185 },
        ],
      }),
    ).toEqual({ scriptFetch: 30, evaluate: 20, config: 12, render: 23, focus: 5 });
  });

  it('measures a second open from the open event: its code was evaluated before', () => {
    expect(
      openPhases({
        start: 1000,
        focused: 1012,
        resources: [{ name: `${origin}/assets/react-def.js`, startTime: 121, responseEnd: 130 }],
        marks: [
          { name: 'shopfront:dialog-code-evaluated', startTime: 150 },
          { name: 'shopfront:dialog-rendering', startTime: 162 },
          { name: 'shopfront:dialog-committed', startTime: 185 },
          { name: 'shopfront:dialog-rendering', startTime: 1001 },
          { name: 'shopfront:dialog-committed', startTime: 1010 },
        ],
      }),
    ).toEqual({ scriptFetch: 0, evaluate: 0, config: 1, render: 9, focus: 2 });
  });

  it('counts from the click the code that the visitor’s intent asked for and that was still arriving then', () => {
    expect(
      openPhases({
        start: 300,
        focused: 400,
        resources: [
          { name: `${origin}/assets/standalone-widget-abc.js`, startTime: 101, responseEnd: 250 },
          { name: `${origin}/assets/react-def.js`, startTime: 102, responseEnd: 320 },
          { name: `${origin}/host-config?country=GB&locale=en-GB`, startTime: 101, responseEnd: 160 },
        ],
        marks: [
          { name: 'shopfront:dialog-code-evaluated', startTime: 350 },
          { name: 'shopfront:dialog-rendering', startTime: 360 },
          { name: 'shopfront:dialog-committed', startTime: 390 },
        ],
      }),
    ).toEqual({ scriptFetch: 20, evaluate: 30, config: 10, render: 30, focus: 10 });
  });

  it('refuses a timeline without the widget’s marks rather than reporting a split that is not there', () => {
    expect(() => openPhases({ start: 0, focused: 50, resources: [], marks: [] })).toThrow(/marks/);
  });
});

describe('median', () => {
  it('takes the middle of the sorted values', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it('has none of no values', () => {
    expect(() => median([])).toThrow();
  });
});
