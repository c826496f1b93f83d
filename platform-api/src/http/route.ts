import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Endpoint, Envelope } from '@platform/shared/contract';
import { EncryptedBodySchema } from '@platform/shared/contract/schemas';
import type { ServerKeys } from '../features/security/keypair';
import { readEncrypted, requireEncryptionHeader } from '../features/security/encrypted-body';

type StaticOf<S> = S extends TSchema ? Static<S> : unknown;

/** The request of a route, typed by its endpoint (an encrypted body arrives here decrypted). */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: StaticOf<E['params']>;
  Querystring: StaticOf<E['query']>;
  Body: StaticOf<E['body']>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Envelope<Static<E['response']>> | Promise<Envelope<Static<E['response']>>>;

export interface RouteOptions extends Omit<RouteShorthandOptions, 'schema' | 'handler'> {
  /** The server's keys; an encrypted endpoint needs them to open its body. */
  keys?: Promise<ServerKeys>;
}

/** The success envelope's schema around an endpoint's answer. */
// One envelope per answer schema, so every app built from the descriptors hands Fastify the same schema
// objects, and what was compiled for one is kept for the next (see app.ts).
const envelopes = new WeakMap<TSchema, TSchema>();
export function envelopeOf(response: TSchema): TSchema {
  let envelope = envelopes.get(response);
  if (!envelope) {
    envelope = Type.Object({ value: response }, { additionalProperties: false });
    envelopes.set(response, envelope);
  }
  return envelope;
}

/**
 * Registers an endpoint's route from its descriptor: the request schemas validate what comes in and the
 * response schema is what goes out (Fastify serializes by it, so nothing the contract leaves out leaks).
 */
export function route<E extends Endpoint>(
  api: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  { keys, ...options }: RouteOptions = {},
): void {
  const schema = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.encrypted ? EncryptedBodySchema : endpoint.body }),
    response: { 200: envelopeOf(endpoint.response) },
  };
  const encrypted = endpoint.encrypted ? sealedBody(endpoint, keys) : {};
  api.route({
    ...options,
    ...encrypted,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}

function sealedBody(endpoint: Endpoint, keys: Promise<ServerKeys> | undefined) {
  const plain = endpoint.body;
  if (!keys || !plain)
    throw new Error(`${endpoint.method} ${endpoint.path} is encrypted: give route() the keys and a body schema.`);
  return {
    preValidation: requireEncryptionHeader,
    preHandler: async (request: FastifyRequest) => {
      request.body = await readEncrypted(request, await keys, plain);
    },
  };
}
