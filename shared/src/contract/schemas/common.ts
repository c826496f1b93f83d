import {
  Type,
  type ObjectOptions,
  type SchemaOptions,
  type TLiteral,
  type TProperties,
  type TUnion,
  type TUnsafe,
} from '@sinclair/typebox';
import { MIN_AMOUNT, type DecimalRule } from '../amount';

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

/**
 * The keyword platform-api's validator checks decimals with (`decimalProblem`). A schema holding it
 * has no `type`, so the validator's type coercion never turns `"1e2"`, `[100]` or `true` into a number.
 */
export const DECIMAL_KEYWORD = 'plainDecimal';

const decimal = <T>(rule: DecimalRule): TUnsafe<T> => Type.Unsafe<T>({ [DECIMAL_KEYWORD]: rule });

/** Pesos: a JSON number with at most two decimals, from one centavo to `max`. Every amount of money uses it. */
export const MoneyAmount = (max: number) => decimal<number>({ minimum: MIN_AMOUNT, maximum: max });

/** A money amount, or `null` for "none" (only `null`: `0`, `""` and `false` are refused). */
export const NullableMoneyAmount = (max: number) =>
  decimal<number | null>({ minimum: MIN_AMOUNT, maximum: max, nullable: true });

/** A money amount in a query string: a plain number string, read as the number. */
export const MoneyAmountQuery = (max: number) => decimal<number>({ minimum: MIN_AMOUNT, maximum: max, fromText: true });

/** A percentage with at most two decimals, from 0 to 100. */
export const RebateRate = decimal<number>({ minimum: 0, maximum: 100 });

/** The answer of a call that has nothing to say: `{}`. */
export const EmptySchema = closedObject({});
