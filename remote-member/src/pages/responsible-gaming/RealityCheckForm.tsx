import { useForm } from 'react-hook-form';
import { Button, toast, useTranslation, useWrite } from '@platform/shared';
import { REALITY_CHECK_MINUTES } from '@platform/shared/contract';
import { realityCheckMutation } from '../../api/reality-check';
import styles from '../../features/money/money.module.css';

/** How often the reality check shows over a game. */
export function RealityCheckForm({ user, minutes }: { user: string; minutes: number }) {
  const { t } = useTranslation('member');
  const form = useForm<{ minutes: string }>({ defaultValues: { minutes: String(minutes) } });
  const submit = useWrite(realityCheckMutation(user), { form });
  const onValid = (values: { minutes: string }) => {
    const chosen = REALITY_CHECK_MINUTES.find((choice) => String(choice) === values.minutes);
    if (chosen === undefined) return;
    return submit.run(
      { minutes: chosen },
      {
        onSuccess: () => toast.success(t('responsible_gaming.reality_saved')),
      },
    );
  };
  return (
    <form
      className={`${styles.panel} ${styles.stack}`}
      noValidate
      aria-labelledby="reality-check-title"
      onSubmit={form.handleSubmit(onValid)}
    >
      <h2 id="reality-check-title" className={styles.heading}>
        {t('responsible_gaming.reality_title')}
      </h2>
      <p className={styles.muted}>{t('responsible_gaming.reality_hint')}</p>
      <label className={styles.stack}>
        {t('responsible_gaming.reality_every')}
        <select className={styles.select} {...form.register('minutes')}>
          {REALITY_CHECK_MINUTES.map((choice) => (
            <option key={choice} value={String(choice)}>
              {t('responsible_gaming.minutes', { minutes: choice })}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" disabled={submit.busy} busy={submit.busy}>
        {t('responsible_gaming.save_reality')}
      </Button>
    </form>
  );
}
