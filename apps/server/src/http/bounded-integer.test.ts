import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { boundedInteger, refuseUnboundedNumbers } from './bounded-integer.ts';

function appWith(schema: Record<string, unknown>) {
  const app = Fastify();
  app.addHook('onRoute', refuseUnboundedNumbers);
  app.post('/route', { schema }, async (request) => ({ body: request.body }));
  return app;
}

describe('numbers a route takes', () => {
  it.each([
    [
      { body: { type: 'object', properties: { quantity: { type: 'integer', minimum: 1, maximum: 9 } } } },
      'body.quantity',
    ],
    [{ querystring: { type: 'object', properties: { pageSize: { type: 'number' } } } }, 'querystring.pageSize'],
    [{ params: { type: 'object', properties: { id: { type: ['integer', 'null'] } } } }, 'params.id'],
    [
      {
        body: {
          type: 'object',
          properties: { items: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } } },
        },
      },
      'body.items.items.anyOf[1]',
    ],
  ])('stop the start unless they are boundedInteger: %j', (schema, field) => {
    expect(() => appWith(schema)).toThrow(`POST /route: ${field} must be boundedInteger`);
  });

  /** Posts `{"quantity": <quantity>}` (raw JSON text) to a route whose body is a boundedInteger(1, 9). */
  function postQuantity(quantity: string) {
    const app = appWith({
      body: { type: 'object', properties: { quantity: boundedInteger(1, 9) }, required: ['quantity'] },
    });
    return app.inject({
      method: 'POST',
      url: '/route',
      headers: { 'content-type': 'application/json' },
      payload: `{"quantity":${quantity}}`,
    });
  }

  it.each([
    ['1e999'],
    ['"1e999"'],
    ['"Infinity"'],
    ['"-1e999"'],
    ['"NaN"'],
    ['"1.5"'],
    ['1.5'],
    ['"0"'],
    ['10'],
    ['"99999999999"'],
    ['null'],
  ])('refuse %s as a boundedInteger(1, 9)', async (quantity) => {
    const response = await postQuantity(quantity);
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['1', 1],
    ['"9"', 9],
    ['"5"', 5],
  ])('take %s as %d', async (quantity, expected) => {
    const response = await postQuantity(quantity);
    expect(response.json()).toEqual({ body: { quantity: expected } });
  });
});
