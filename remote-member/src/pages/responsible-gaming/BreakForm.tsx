import { useForm } from 'react-hook-form';
import {
  Button,
  LOADING_MS,
  confirmDialog,
  paths,
  ruleResolver,
  signOut,
  toast,
  useFormFields,
  useNavigate,
  useTranslation,
  useFormat,
  useWrite,
  failed,
} from '@platform/shared';
import { EXCLUSION_PERIODS, type ExclusionBody, type ExclusionKind } from '@platform/shared/contract';
import { exclusionMutation } from '../../api/exclusion';
import styles from '../../features/money/money.module.css';

interface BreakValues {
  choice: string;
}

const KINDS = Object.keys(EXCLUSION_PERIODS) as ExclusionKind[];

/** The request a radio's value (`kind:period`) stands for, or null. */
function bodyOf(choice: string): ExclusionBody | null {
  for (const kind of KINDS) {
    for (const period of EXCLUSION_PERIODS[kind]) {
      if (choice === `${kind}:${period}`) return { kind, period } as ExclusionBody;
    }
  }
  return null;
}

const breakResolver = ruleResolver<BreakValues>({
  choice: (value) => (bodyOf(value) ? { pass: true } : failed('member:responsible_gaming.break_required')),
});

/** A time-out or self-exclusion: asked twice, then the member is signed out until it ends. */
export function BreakForm() {
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('member');
  const common = useTranslation().t;
  const navigate = useNavigate();
  const form = useForm<BreakValues>({ resolver: breakResolver, defaultValues: { choice: '' } });
  const fields = useFormFields(form);
  const submit = useWrite(exclusionMutation(), { form });

  const onValid = async ({ choice }: BreakValues) => {
    const body = bodyOf(choice);
    if (!body) return;
    const period = t(`responsible_gaming.break_period.${body.period}`);
    const first = await confirmDialog({
      message: t(`responsible_gaming.confirm_first.${body.kind}`, { period }),
      confirmText: t('responsible_gaming.confirm_continue'),
      cancelText: common('cancel'),
    });
    if (!first) return;
    const second = await confirmDialog({
      message: t('responsible_gaming.confirm_second', { period }),
      confirmText: t('responsible_gaming.confirm_start'),
      cancelText: common('cancel'),
    });
    if (!second) return;
    await submit.run(body, {
      keepBusy: true,
      onSuccess: async (value) => {
        await signOut({ waitMs: LOADING_MS.logout });
        navigate(paths.login, { replace: true });
        toast.success(t('responsible_gaming.break_started', { until: formatDateTime(value.until) }));
      },
    });
  };

  return (
    <form
      className={`${styles.panel} ${styles.stack}`}
      noValidate
      aria-labelledby="break-title"
      onSubmit={fields.handleSubmit(onValid)}
    >
      <h2 id="break-title" className={styles.heading}>
        {t('responsible_gaming.break_title')}
      </h2>
      <p className={styles.muted}>{t('responsible_gaming.break_hint')}</p>
      {KINDS.map((kind) => (
        <fieldset key={kind} className={styles.choices}>
          <legend>{t(`responsible_gaming.kind.${kind}`)}</legend>
          {EXCLUSION_PERIODS[kind].map((period) => (
            <label key={period} className={styles.choice}>
              <input type="radio" value={`${kind}:${period}`} {...form.register('choice')} />
              {t(`responsible_gaming.break_period.${period}`)}
            </label>
          ))}
        </fieldset>
      ))}
      {fields.errorOf('choice') ? <p role="alert">{fields.errorOf('choice')}</p> : null}
      <Button type="submit" disabled={submit.busy} busy={submit.busy}>
        {t('responsible_gaming.break_submit')}
      </Button>
    </form>
  );
}
