import { describe, expect, it } from 'vitest';
import { buildAppConfig } from './app-config.ts';
import { parseEnvironment } from './environment.ts';

/** Issue 26.4: the access log's sampling and the metrics listener, as the environment sets them. */
describe('observability settings in the environment', () => {
  it('logs every request and serves no metrics by default', () => {
    const config = buildAppConfig(parseEnvironment({}));
    expect(config.accessLogSampleRate).toBe(1);
    expect(config.metrics).toBeUndefined();
    expect(buildAppConfig(parseEnvironment({ METRICS_PORT: '' })).metrics).toBeUndefined();
  });

  it('opens the metrics listener on METRICS_PORT, on loopback unless METRICS_HOST says otherwise', () => {
    expect(buildAppConfig(parseEnvironment({ METRICS_PORT: '9464' })).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
    const token = 'a-scrape-token-of-32-characters!';
    expect(
      buildAppConfig(parseEnvironment({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token })).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token });
    expect(buildAppConfig(parseEnvironment({ ACCESS_LOG_SAMPLE_RATE: '0.05' })).accessLogSampleRate).toBe(0.05);
  });

  it.each([
    [{ ACCESS_LOG_SAMPLE_RATE: '1.5' }, 'ACCESS_LOG_SAMPLE_RATE'],
    [{ ACCESS_LOG_SAMPLE_RATE: '-0.1' }, 'ACCESS_LOG_SAMPLE_RATE'],
    [{ ACCESS_LOG_SAMPLE_RATE: 'half' }, 'ACCESS_LOG_SAMPLE_RATE'],
    [{ METRICS_PORT: '65536' }, 'METRICS_PORT'],
    [{ METRICS_PORT: 'metrics' }, 'METRICS_PORT'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
  ])('refuses %j, naming %s', (environment, name) => {
    expect(() => parseEnvironment(environment)).toThrow(name);
  });
});
