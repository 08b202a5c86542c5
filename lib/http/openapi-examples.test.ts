import { describe, expect, it } from 'vitest';
import { exampleOf } from './openapi-examples';

const components = {
  Node: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, child: { $ref: '#/components/schemas/Node' } } },
};

describe('OpenAPI examples', () => {
  it('uses declared values first, then constraints, formats and field names', () => {
    const schema = {
      type: 'object',
      properties: {
        priority: { type: 'string', enum: ['low', 'normal'], default: 'normal' },
        kind: { type: 'string', enum: ['a', 'b'] },
        email: { type: 'string', format: 'email' },
        slug: { type: 'string' },
        code: { type: 'string', minLength: 8, maxLength: 10 },
        limit: { type: 'integer', minimum: 1, maximum: 200 },
        note: { anyOf: [{ type: 'null' }, { type: 'string', examples: ['hi'] }] },
        tags: { type: 'array', items: { type: 'string' } },
        fixed: { const: true },
      },
    };
    expect(exampleOf(schema, { components })).toEqual({
      priority: 'normal',
      kind: 'a',
      email: 'ada@example.com',
      slug: 'hello-world',
      code: 'stringxx',
      limit: 1,
      note: 'hi',
      tags: ['string'],
      fixed: true,
    });
  });

  it('follows references and stops on recursive schemas', () => {
    const example = exampleOf({ $ref: '#/components/schemas/Node' }, { components }) as Record<string, unknown>;
    expect(example.id).toMatch(/^[0-9a-f-]{36}$/);
    let depth = 0;
    for (let node: unknown = example; node && typeof node === 'object'; node = (node as { child?: unknown }).child) depth += 1;
    expect(depth).toBeLessThan(12);
  });
});
