import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

const compiled = new WeakMap<z.ZodType, Serialize>();

/** Tests only (config.checkResponses): every answer is also written by zod and compared (see jsonOf). */
let checking = false;

export function checkAnswersWithZod(on: boolean): void {
  checking = on;
}

/**
 * The JSON of `schema`'s values, compiled once by fast-json-stringify from the schema's JSON Schema (as Fastify does
 * for JSON Schema routes): it writes the contract's fields and nothing else, in one pass. zod's encode and then
 * JSON.stringify, which it replaces, copy the whole answer first: on a search answer that was 15% of the server's CPU
 * and much of its garbage (CPU profile, 28 Nov 2026). A schema that JSON Schema cannot say (a transform, a date)
 * keeps zod's way. While checking (the tests), zod also writes every answer, refusing one the contract does not
 * allow, and the two must say the same: the compiled writer is proven against zod on every answer the tests make.
 */
export function jsonOf(schema: z.ZodType, where = 'answer'): Serialize {
  let fast = compiled.get(schema);
  if (!fast) {
    fast = compile(schema) ?? ((data) => byZod(schema, data));
    compiled.set(schema, fast);
  }
  const write = fast;
  return (data) => (checking ? checked(schema, write, data, where) : write(data));
}

const byZod = (schema: z.ZodType, data: unknown) => JSON.stringify(schema.encode(data));

function compile(schema: z.ZodType): Serialize | null {
  if (rewritesOnEncode(schema)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJson(forWriting(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * The JSON Schema zod makes, as fast-json-stringify writes it best. zod's objects strip keys they do not name; their
 * JSON Schema says `additionalProperties: false`, which fast-json-stringify checks when it picks the branch of a union
 * or a nullable object: an original post that carries one key more than the contract's failed to be written at all.
 * Without it, both only write the named keys.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (!node || typeof node !== 'object') return node;
  const nullable = nullableOf(node);
  if (nullable) return forWriting(nullable);
  const named = keysNamedBy(node as JsonSchema);
  if (named) return forWriting(named);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = forWriting(value);
  }
  return out;
}

type JsonSchema = Record<string, unknown> & { type?: unknown };

/**
 * A nullable X, which zod says as `anyOf: [X, null]`, said as fast-json-stringify writes it without checking: it picks
 * an anyOf's branch by validating the value against each (ajv, on every answer: every post's author's `userType`).
 * An object or array X becomes `nullable`; a scalar's type gets `null` beside it.
 */
function nullableOf(node: object): JsonSchema | null {
  const anyOf = (node as { anyOf?: unknown }).anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(node).length !== 1) return null;
  const [x, y] = anyOf as JsonSchema[];
  const other = y?.type === 'null' ? x : x?.type === 'null' ? y : null;
  if (!other || typeof other.type !== 'string' || 'const' in other) return null;
  return other.type === 'object' || other.type === 'array'
    ? { ...other, nullable: true }
    : { ...other, type: [other.type, 'null'] };
}

/**
 * A record keyed by an enum (`z.partialRecord(SocialNetwork, …)`) as an object of those keys: fast-json-stringify
 * ignores `propertyNames` and would write every key the value has, where zod refuses the ones outside the enum. A
 * record keyed by anything else is not compiled (zod writes it).
 */
function keysNamedBy(node: JsonSchema): JsonSchema | null {
  const names = node.propertyNames as { enum?: unknown } | undefined;
  if (!names) return null;
  if (!Array.isArray(names.enum) || typeof node.additionalProperties !== 'object') {
    throw new Error('a record keyed by other than an enum');
  }
  const value = node.additionalProperties;
  const { propertyNames: _names, additionalProperties: _value, ...rest } = node;
  return { ...rest, properties: Object.fromEntries(names.enum.map((key) => [String(key), value])) };
}

/**
 * Whether zod's encode changes a value on the way out (`.trim()`, `.toLowerCase()`: an "overwrite" check, somewhere in
 * the schema), which JSON Schema cannot say: such a schema is written by zod.
 */
function rewritesOnEncode(schema: z.ZodType): boolean {
  const seen = new WeakSet<object>();
  const visit = (value: unknown): boolean => {
    if (!value || typeof value !== 'object' || seen.has(value)) return false;
    seen.add(value);
    if (value instanceof z.ZodType) {
      const def = value._zod.def as { checks?: { _zod: { def: { check: string } } }[] };
      if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) return true;
      return Object.values(def).some(visit);
    }
    return Object.values(value).some(visit);
  };
  return visit(schema);
}

function checked(schema: z.ZodType, write: Serialize, data: unknown, where: string): string {
  const expected = byZod(schema, data);
  const json = write(data);
  if (json !== expected && !isDeepStrictEqual(JSON.parse(json), JSON.parse(expected))) {
    throw new Error(`${where}: the compiled JSON differs from zod's\n  compiled: ${json}\n  zod:      ${expected}`);
  }
  return json;
}

/** Fastify's serializer for the contract's response schemas: jsonOf each. */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url, httpStatus }) =>
  jsonOf(schema, `${method} ${url} ${httpStatus ?? ''}`.trim());
