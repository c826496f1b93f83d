import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  FORM_FAILURE,
  QueryState,
  RULE_FORM_OPTIONS,
  TextField,
  fieldMessage,
  toast,
  useFormFields,
  useTranslation,
  useWrite,
  type ApiError,
  type FailurePlace,
  type MessageKey,
} from '@platform/shared';
import { MEMBER_TYPE, type OpenedAccount } from '@platform/shared/contract';
import { openAccountLimitsQuery, openAccountMutation } from '../../api/open-account';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import { OfferContractForm } from '../../features/contracts/OfferContractForm';
import { openAccountResolver, type OpenAccountValues } from './open-account-rules';
import styles from '../../features/report/report.module.css';

const FIELDS = ['account', 'password', 'rebateRate'] as const;
const LIMITED_KEY: MessageKey = 'agent:open_account.limited';

interface FormProps {
  user: string;
  maxRate: number;
  onOpened: (opened: OpenedAccount) => void;
}

function OpenAccountForm({ user, maxRate, onOpened }: FormProps) {
  const { t } = useTranslation('agent');
  const form = useForm<OpenAccountValues>({
    ...RULE_FORM_OPTIONS,
    resolver: openAccountResolver,
    context: { fields: FIELDS, maxRate },
    defaultValues: { kind: 'member', account: '', password: '', rebateRate: '0' },
  });
  const fields = useFormFields(form);
  const submit = useWrite(openAccountMutation(user), { form });
  const failurePlace = (failure: ApiError): FailurePlace<OpenAccountValues> => {
    const seconds = failure.code === 'rate.creation_limited' ? failure.data?.retryAfterSeconds : undefined;
    if (seconds !== undefined) {
      // An agent opens at most so many accounts an hour and a day: say when the next one can be opened.
      const minutes = Math.ceil(seconds / 60);
      form.setError(FORM_FAILURE, { type: failure.code, message: fieldMessage(LIMITED_KEY, { minutes }) });
      return 'none';
    }
    const field = failure.data?.field;
    if (field === 'rebateRate' || field === 'password') return field;
    return failure.code === 'auth.username_exists' || field === 'account' ? 'account' : 'form';
  };
  const onValid = (values: OpenAccountValues) =>
    submit.run(
      {
        kind: values.kind,
        account: values.account.trim(),
        password: values.password,
        rebateRate: Number(values.rebateRate),
      },
      {
        onSuccess: (opened) => {
          toast.success(t('open_account.created', { account: opened.account }));
          form.reset();
          onOpened(opened);
        },
        onFailure: failurePlace,
      },
    );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('home.footer.open_account')}
      onSubmit={fields.handleSubmit(onValid)}
    >
      <fieldset className={styles.choice}>
        <legend>{t('open_account.kind')}</legend>
        <label>
          <input type="radio" value="member" {...form.register('kind')} />
          {t('open_account.member')}
        </label>
        <label>
          <input type="radio" value="agent" {...form.register('kind')} />
          {t('open_account.agent')}
        </label>
      </fieldset>
      <TextField {...fields.field('account')} label={t('open_account.account')} autoComplete="off" />
      <TextField
        {...fields.field('password')}
        label={t('open_account.password')}
        type="password"
        revealable
        autoComplete="new-password"
      />
      <TextField
        {...fields.field('rebateRate')}
        label={t('open_account.rebate')}
        inputMode="decimal"
        hint={t('open_account.rebate_hint', { max: maxRate.toFixed(2) })}
      />
      {fields.failure ? <p role="alert">{fields.failure}</p> : null}
      <Button type="submit" block busy={submit.busy}>
        {t('open_account.submit')}
      </Button>
    </form>
  );
}

/** After a sub-agent is opened: the way to offer it a contract at once. */
function OfferToOpened({ user, opened }: { user: string; opened: OpenedAccount }) {
  const { t } = useTranslation('agent');
  const [offering, setOffering] = useState(false);
  const [done, setDone] = useState(false);
  if (done) return null;
  return offering ? (
    <OfferContractForm user={user} target={opened} onDone={() => setDone(true)} />
  ) : (
    <Button variant="secondary" block onClick={() => setOffering(true)}>
      {t('open_account.offer', { account: opened.account })}
    </Button>
  );
}

function OpenAccount({ user }: { user: string }) {
  const limits = useQuery(openAccountLimitsQuery(user));
  const [opened, setOpened] = useState<OpenedAccount | null>(null);
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <QueryState query={limits}>
          {({ maxRebateRate }) => <OpenAccountForm user={user} maxRate={maxRebateRate} onOpened={setOpened} />}
        </QueryState>
      </section>
      {opened && opened.type !== MEMBER_TYPE.member ? (
        <section className={styles.card}>
          <OfferToOpened key={opened.id} user={user} opened={opened} />
        </section>
      ) : null}
    </div>
  );
}

/** /m/agentRegister: a new downline member or agent, by the registration rules, its rebate capped at the agent's own. */
export function OpenAccountPage() {
  return <AgentOnly>{(agent) => <OpenAccount user={agent.userName} />}</AgentOnly>;
}
