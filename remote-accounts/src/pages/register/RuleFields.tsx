import { TextField, useTranslation } from '@platform/shared';
import type { FieldForm } from '../../features/form/use-field-form';
import { RULE_FIELDS, type RegisterField } from './register-fields';

/** The fields the merchant's rules switch on: payment password, ID number, QQ, ... payee name. */
export function RuleFields({
  form,
  active,
  required,
}: {
  form: FieldForm<RegisterField>;
  active: readonly RegisterField[];
  required: (field: RegisterField) => boolean;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      {RULE_FIELDS.filter((field) => active.includes(field.name)).map((field) => (
        <TextField
          key={field.name}
          {...form.fieldProps(field.name)}
          label={required(field.name) ? t(field.label) : `${t(field.label)} ${t('register.optional')}`}
          name={field.name}
          type={'type' in field ? field.type : 'text'}
          inputMode={'inputMode' in field ? field.inputMode : undefined}
          autoComplete={'autoComplete' in field ? field.autoComplete : 'off'}
          revealable={field.name === 'paymentPassword'}
          required={required(field.name)}
        />
      ))}
    </>
  );
}
