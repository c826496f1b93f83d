import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`public`), a signed-in member of any type (`member`), an agent
 * (`agent`), the demo game page with its launch ticket (`ticket`), the payment provider with its
 * signature (`provider`), or the tests, in test mode only (`test`).
 */
export type Access = 'public' | 'member' | 'agent' | 'ticket' | 'provider' | 'test';

/** One endpoint of the API: the server registers its route from it, the client's `call` infers its answer. */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Relative to API_BASE; parameters are `:name` segments, filled from `params`. */
  readonly path: string;
  readonly access: Access;
  readonly params?: TSchema;
  readonly query?: TSchema;
  /** The JSON body; for an `encrypted` endpoint, the body before it is sealed. */
  readonly body?: TSchema;
  /** The `value` of the success envelope. */
  readonly response: TSchema;
  /** The body travels sealed (see ./encryption). */
  readonly encrypted?: boolean;
  /** The body travels form-encoded, as the operator's API has it, instead of as JSON. */
  readonly form?: boolean;
  /** Headers the endpoint always takes (the lobby's module id). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Declares an endpoint, keeping the exact types of its schemas. */
export const endpoint = <const E extends Endpoint>(spec: E): E => spec;

declare const describedBy: unique symbol;

/** How a call is sent: what the client needs of a descriptor at run time. */
export interface RouteOptions {
  readonly encrypted?: boolean;
  readonly form?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * An endpoint as the page calls it: method, path and how the body travels, generated from its
 * descriptor (./calls.generated.ts). The descriptor's schemas are here as types only, so that a call
 * is typed by them while no schema, nor TypeBox, reaches a page's bundle.
 */
export interface Route<E extends Endpoint = Endpoint> extends RouteOptions {
  /** With the path, names the descriptor: no two endpoints share both. */
  readonly method: E['method'];
  readonly path: string;
  /** Never set: carries the descriptor's type. */
  readonly [describedBy]?: E;
}

/** The route of a descriptor; only the generated list of calls uses it. */
export const route = <E extends Endpoint>(method: E['method'], path: string, options: RouteOptions = {}): Route<E> => ({
  method,
  path,
  ...options,
});

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S extends TSchema }
  ? object extends Static<S>
    ? { [P in K]?: Static<S> }
    : { [P in K]: Static<S> }
  : { [P in K]?: never };

/** What a call of the endpoint sends: its path parameters, query and body. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** What a call of the endpoint answers (the `value` of its envelope). */
export type EndpointAnswer<E extends Endpoint> = Static<E['response']>;

/** The path with its `:name` segments filled in. */
export function endpointUrl(path: string, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`Path ${path} needs the parameter "${name}".`);
    return encodeURIComponent(String(value));
  });
}
