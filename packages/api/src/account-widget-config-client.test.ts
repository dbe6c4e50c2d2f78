import { describe, expect, it } from 'vitest';
import { testWidgetConfig } from '#test/widget-config.ts';
import { loadAccountWidgetConfig, processAccountWidgetConfig } from './account-widget-config-client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the host configuration of the widget', () => {
  it('is the checked configuration when the host answers it, without what the schema does not name', async () => {
    await expect(processAccountWidgetConfig(json({ ...testWidgetConfig, somethingElse: 1 }))).resolves.toEqual(
      testWidgetConfig,
    );
  });

  it.each([
    ['a 404', json({ error: 'not_found' }, 404), /answered 404/],
    ['a missing field', json({ ...testWidgetConfig, apiKey: undefined }), /apiKey/],
    [
      'a wrong type',
      json({ ...testWidgetConfig, features: { ...testWidgetConfig.features, syncClub: 'yes' } }),
      /features\.syncClub/,
    ],
  ])('throws on %s', async (_case, response, message) => {
    await expect(processAccountWidgetConfig(response)).rejects.toThrow(message);
  });

  it('is asked for as JSON at the address given', async () => {
    const requests: Request[] = [];
    const fetchConfig: typeof fetch = async (input, init) => {
      requests.push(new Request(input, init));
      return json(testWidgetConfig);
    };
    await expect(
      loadAccountWidgetConfig(fetchConfig, 'http://localhost/host-config?country=GB&locale=en-GB'),
    ).resolves.toEqual(testWidgetConfig);
    expect(requests.map((request) => [request.url, request.headers.get('accept')])).toEqual([
      ['http://localhost/host-config?country=GB&locale=en-GB', 'application/json'],
    ]);
  });
});
