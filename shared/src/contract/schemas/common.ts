import {
  Type,
  type ObjectOptions,
  type SchemaOptions,
  type TLiteral,
  type TProperties,
  type TUnion,
} from '@sinclair/typebox';

/**
 * An object that takes no other properties. Fastify drops unknown ones (its validator removes
 * properties that `additionalProperties: false` forbids) instead of refusing the request.
 */
export const closedObject = <T extends TProperties>(properties: T, options: ObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K] & string> };

/** One of the given strings, typed as the union of their literals. */
export function oneOf<const T extends readonly string[]>(values: T, options?: SchemaOptions): TUnion<Literals<T>> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as TUnion<Literals<T>>;
}

/** A string of at most `maxLength` characters. */
export const text = (maxLength: number) => Type.String({ maxLength });

export const DialingCodeSchema = Type.String({ pattern: '^\\d{1,4}$' });

export const MerchantCodeSchema = Type.String({ pattern: '^[A-Za-z0-9]{1,16}$' });
