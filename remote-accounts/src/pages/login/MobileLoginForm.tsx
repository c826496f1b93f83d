import { Button, Link, TOAST_MS, paths, useTranslation } from '@platform/shared';
import { MobileField } from '../../features/dialing-code/MobileField';
import { SmsCodeField } from '../../features/sms-code/SmsCodeField';
import { useMobileLogin } from './use-mobile-login';
import styles from '../../features/layout/page.module.css';

/** Mobile number plus SMS code, with the dialing-code picker and the get-code countdown. */
export function MobileLoginForm({ onSuccess, labelledBy }: { onSuccess: () => void; labelledBy: string }) {
  const { t } = useTranslation('accounts');
  const form = useMobileLogin(onSuccess);
  return (
    <form className={styles.form} noValidate aria-labelledby={labelledBy} onSubmit={form.onSubmit}>
      <MobileField
        {...form.field('mobile')}
        label={t('mobile.label')}
        placeholder={t('mobile.placeholder')}
        countries={form.countries}
        dialingCode={form.dialingCode}
        onDialingCodeChange={form.setDialingCode}
      />
      <SmsCodeField
        {...form.field('code')}
        label={t('sms.label')}
        placeholder={t('sms.placeholder')}
        send={form.sendCode}
        sending={form.sendingCode}
        sentToastMs={TOAST_MS.smsSent}
      />
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('remember')} />
          <span>{t('login.remember_mobile')}</span>
        </label>
        <Link to={paths.forget} className={styles.textLink}>
          {t('login.forgot')}
        </Link>
      </div>
      <p role="alert" className={styles.failure}>
        {form.failure}
      </p>
      <Button type="submit" block disabled={form.busy} busy={form.busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
