import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A JSON Schema of a zod contract as fast-json-stringify serializes it fastest: `T | null` (zod writes
 * `anyOf: [T, {type: 'null'}]`, which fast-json-stringify settles by validating each value) becomes a `type` list.
 */
export function serializableSchema(schema: z.ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as JsonSchema);
}

const DROPPED_KEYWORDS = new Set(['$schema', 'format', 'pattern', 'minimum', 'maximum']);

function simplify(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(simplify) as unknown as JsonSchema;
  if (typeof node !== 'object' || node === null) return node as JsonSchema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // Formats, patterns and bounds are for validators: the serializer writes the value as it is.
    if (DROPPED_KEYWORDS.has(key)) continue;
    result[key] = typeof value === 'object' ? simplify(value) : value;
  }
  const options = result.anyOf as JsonSchema[] | undefined;
  if (options?.length === 2) {
    const nonNull = options.find((option) => option.type !== 'null');
    if (nonNull && options.some((option) => option.type === 'null') && typeof nonNull.type === 'string') {
      delete result.anyOf;
      return { ...result, ...nonNull, type: [nonNull.type, 'null'] };
    }
  }
  return result;
}

/**
 * The serializer of a hot route (`POST` and `GET /api/questions`): its zod response contract compiled once into a
 * fast-json-stringify function, instead of the zod type provider's check of every answer followed by
 * `JSON.stringify`. The answer is built by our own typed code, so its shape is checked by the compiler and the tests,
 * not again on every request; the serializer still writes only the contract's fields.
 */
export function compiledSerializer<T>({ schema }: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  return fastJson(serializableSchema(schema as z.ZodType)) as (data: unknown) => string;
}
