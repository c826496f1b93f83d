import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  Button,
  RULE_FORM_OPTIONS,
  TextField,
  confirmDialog,
  toast,
  useFormFields,
  useTranslation,
  useWrite,
} from '@platform/shared';
import { ACCOUNT_KINDS, type WithdrawAccount, type WithdrawInfo } from '@platform/shared/contract';
import { withdrawAccountBindMutation } from '../../api/withdraw-account-bind';
import { withdrawAccountRemoveMutation } from '../../api/withdraw-account-remove';
import styles from '../../features/money/money.module.css';
import { accountLabel } from './account-label';
import { accountResolver, type AccountValues } from './withdraw-rules';

/** The bound accounts (masked), each with Remove, and Add account while there is room. */
export function AccountsSection({ user, info }: { user: string; info: WithdrawInfo }) {
  const { t } = useTranslation('member');
  const [adding, setAdding] = useState(false);
  const room = info.accounts.length < info.maxAccounts;
  return (
    <section className={styles.panel} aria-labelledby="accounts-title">
      <div className={styles.row}>
        <h2 id="accounts-title" className={styles.heading}>
          {t('withdraw.accounts')}
        </h2>
        <span className={styles.muted}>
          {t('withdraw.accounts_count', { count: info.accounts.length, max: info.maxAccounts })}
        </span>
      </div>
      {info.accounts.length === 0 ? <p className={styles.muted}>{t('withdraw.no_accounts')}</p> : null}
      <ul className={styles.list}>
        {info.accounts.map((account) => (
          <AccountRow key={account.id} user={user} account={account} />
        ))}
      </ul>
      {adding ? (
        <AddAccountForm user={user} onDone={() => setAdding(false)} />
      ) : room ? (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('withdraw.add_account')}
        </Button>
      ) : null}
    </section>
  );
}

function AccountRow({ user, account }: { user: string; account: WithdrawAccount }) {
  const { t } = useTranslation('member');
  const { t: common } = useTranslation();
  const submit = useWrite(withdrawAccountRemoveMutation(user));
  const label = accountLabel(account);

  const remove = async () => {
    const sure = await confirmDialog({ message: t('withdraw.remove_confirm'), cancelText: common('cancel') });
    if (!sure) return;
    await submit.run(account.id, { onSuccess: () => toast.success(t('withdraw.removed')) });
  };

  return (
    <li className={`${styles.item} ${styles.row}`}>
      <span>{label}</span>
      <Button
        variant="link"
        aria-label={t('withdraw.remove', { name: label })}
        onClick={() => void remove()}
        busy={submit.busy}
        disabled={submit.busy}
      >
        {t('withdraw.remove_short')}
      </Button>
    </li>
  );
}

const WALLET_NAMES: Record<string, string> = { GCASH: 'GCash', MAYA: 'Maya' };

function AddAccountForm({ user, onDone }: { user: string; onDone: () => void }) {
  const { t } = useTranslation('member');
  const form = useForm<AccountValues>({
    ...RULE_FORM_OPTIONS,
    resolver: accountResolver,
    defaultValues: { kind: 'GCASH', bankName: '', holderName: '', accountNumber: '' },
  });
  const fields = useFormFields(form);
  const submit = useWrite(withdrawAccountBindMutation(user), { form });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const onValid = (values: AccountValues) =>
    submit.run(
      {
        kind: values.kind,
        bankName: WALLET_NAMES[values.kind] ?? values.bankName.trim(),
        holderName: values.holderName.trim(),
        accountNumber: values.accountNumber.replace(/[\s-]/g, ''),
      },
      {
        onSuccess: () => {
          toast.success(t('withdraw.account_saved'));
          onDone();
        },
        onFailure: (failure) => {
          const field = failure.data?.field;
          return field === 'accountNumber' || field === 'holderName' || field === 'bankName' ? field : 'toast';
        },
      },
    );

  return (
    <form
      className={styles.stack}
      noValidate
      aria-label={t('withdraw.add_title')}
      onSubmit={fields.handleSubmit(onValid)}
    >
      <label className={styles.label}>
        {t('withdraw.kind')}
        <select className={styles.select} {...form.register('kind')}>
          {ACCOUNT_KINDS.map((code) => (
            <option key={code} value={code}>
              {t(`money.channel.${code}`)}
            </option>
          ))}
        </select>
      </label>
      {kind === 'BANK' ? <TextField {...fields.field('bankName')} label={t('withdraw.bank_name')} /> : null}
      <TextField {...fields.field('holderName')} label={t('withdraw.holder_name')} autoComplete="name" />
      <TextField
        {...fields.field('accountNumber')}
        label={t('withdraw.account_number')}
        inputMode="numeric"
        autoComplete="off"
      />
      <div className={styles.row}>
        <Button variant="secondary" onClick={onDone}>
          {t('withdraw.cancel')}
        </Button>
        <Button type="submit" disabled={submit.busy} busy={submit.busy}>
          {t('withdraw.save_account')}
        </Button>
      </div>
    </form>
  );
}
