import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Link,
  QueryState,
  RULE_FORM_OPTIONS,
  TextField,
  paths,
  useFormFields,
  useSearchParams,
  useTranslation,
  useFormat,
  useWrite,
} from '@platform/shared';
import type { DepositChannel } from '@platform/shared/contract';
import { depositChannelsQuery } from '../../api/deposit-channels';
import { depositMutation } from '../../api/deposit-create';
import { checkoutTarget, openCheckout } from '../../api/deposit-checkout';
import { parseAmount, SubmitKeys } from '../../features/money/money';
import styles from '../../features/money/money.module.css';
import { channelLimits, depositResolver, type DepositValues } from './deposit-form-rules';

export function DepositForm({ user }: { user: string }) {
  const channels = useQuery(depositChannelsQuery(user));
  return (
    <div className={styles.page}>
      <QueryState query={channels}>{(list) => <ChannelForm user={user} channels={list} />}</QueryState>
    </div>
  );
}

function ChannelForm({ user, channels }: { user: string; channels: DepositChannel[] }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('member');
  const [, setParams] = useSearchParams();
  const form = useForm<DepositValues>({
    ...RULE_FORM_OPTIONS,
    resolver: depositResolver,
    context: { channels },
    defaultValues: { channel: channels[0]?.code ?? 'GCASH', amount: '' },
  });
  const fields = useFormFields(form);
  const submit = useWrite(depositMutation(user), { form });
  // One key per withdrawal or deposit meant: a retry or a second tap of the same values sends it again.
  const [keys] = useState(() => new SubmitKeys());
  const [channel, typed] = useWatch({ control: form.control, name: ['channel', 'amount'] });
  const chosen = channelLimits(channels, channel);
  const amount = parseAmount(typed);

  const onValid = async (values: DepositValues) => {
    const pesos = parseAmount(values.amount);
    if (pesos === null) return;
    const idempotencyKey = keys.for(`${values.channel}|${pesos}`);
    await submit.run(
      { channel: values.channel, amount: pesos, idempotencyKey },
      {
        keepBusy: true,
        onSuccess: (order) => {
          keys.clear();
          // Paid at the provider's checkout, in this tab; it sends the person back to the result page.
          const checkout = checkoutTarget(order);
          if (checkout) openCheckout(checkout);
          else setParams({ order: order.orderNo });
        },
        onFailure: (failure) => (failure.data?.field === 'amount' ? 'amount' : 'toast'),
      },
    );
  };

  return (
    <form className={styles.stack} noValidate aria-label={t('deposit.form')} onSubmit={fields.handleSubmit(onValid)}>
      <fieldset className={styles.choices}>
        <legend>{t('deposit.channels')}</legend>
        {channels.map((channel) => (
          <label key={channel.code} className={styles.choice}>
            <input type="radio" value={channel.code} {...form.register('channel')} />
            {t(`money.channel.${channel.code}`)}
          </label>
        ))}
      </fieldset>
      {chosen ? (
        <>
          <p className={styles.muted}>
            {t('deposit.limits', { min: formatPesos(chosen.min), max: formatPesos(chosen.max) })}
          </p>
          <div className={styles.presets} role="group" aria-label={t('deposit.presets')}>
            {chosen.presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className={styles.preset}
                aria-pressed={amount === preset}
                onClick={() => form.setValue('amount', String(preset), { shouldValidate: true })}
              >
                {formatPesos(preset)}
              </button>
            ))}
          </div>
        </>
      ) : null}
      <TextField
        {...fields.field('amount')}
        label={t('deposit.amount')}
        placeholder={t('deposit.amount_placeholder')}
        inputMode="decimal"
        autoComplete="off"
      />
      <Button type="submit" block disabled={submit.busy} busy={submit.busy}>
        {t('deposit.submit')}
      </Button>
      <Link to={paths.depositRecord} className={styles.textLink}>
        {t('deposit.record')}
      </Link>
    </form>
  );
}
