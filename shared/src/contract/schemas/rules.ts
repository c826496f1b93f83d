import { Type } from '@sinclair/typebox';
import { RULE_NAMES } from '../rules';
import { oneOf } from './common';

/** One rule of the per-merchant table: `pattern` is a JavaScript regular expression source. */
export const FieldRuleSchema = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  pattern: Type.String(),
  /** i18n key (namespace `common`) of the message shown when the value fails. */
  messageKey: Type.String(),
  /** Shown in the message, such as the minimum digits of a mobile number. */
  minLength: Type.Optional(Type.Number()),
  maxLength: Type.Optional(Type.Number()),
});

export const RuleTableSchema = Type.Record(oneOf(RULE_NAMES), FieldRuleSchema);
