import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * A success answer written by a serializer compiled once from its schema,
 * for the few routes a live game calls for every answer. Every other answer
 * is checked against its zod schema as it leaves (app.ts), which costs a
 * parse per response: on the answer route that was an eighth of the server's
 * time (decision 045). The compiled serializer writes the schema's fields and
 * nothing else, as the check does, so nothing undeclared leaves either way;
 * what it gives up is the runtime check of the values, which TypeScript
 * already holds the handler to. A schema that JSON Schema cannot state (a
 * transform, a date) is refused here when the route is made.
 */
export function compiledSuccess(schema: ZodType) {
  const stringify = fastJson(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }) as Parameters<
      typeof fastJson
    >[0],
  );
  return <S>(options: FastifyRouteSchemaDef<S>): ((data: unknown) => string) =>
    options.httpStatus === '200'
      ? stringify
      : serializerCompiler(options as unknown as Parameters<typeof serializerCompiler>[0]);
}
