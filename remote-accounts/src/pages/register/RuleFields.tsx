import { TextField, useTranslation } from '@platform/shared';
import { RULE_FIELDS, type RegisterField } from './register-fields';
import type { RegisterFieldProps } from './RegisterPage';

/** The fields the merchant's rules switch on: payment password, ID number, QQ, ... payee name. */
export function RuleFields({
  field,
  shown,
  required,
}: {
  field: (name: RegisterField) => RegisterFieldProps;
  shown: readonly string[];
  required: (name: RegisterField) => boolean;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      {RULE_FIELDS.filter((rule) => shown.includes(rule.name)).map((rule) => (
        <TextField
          key={rule.name}
          {...field(rule.name)}
          label={required(rule.name) ? t(rule.label) : `${t(rule.label)} ${t('register.optional')}`}
          type={'type' in rule ? rule.type : 'text'}
          inputMode={'inputMode' in rule ? rule.inputMode : undefined}
          autoComplete={'autoComplete' in rule ? rule.autoComplete : 'off'}
          revealable={rule.name === 'paymentPassword'}
          required={required(rule.name)}
        />
      ))}
    </>
  );
}
