import { Button, Link, TOAST_MS, useTranslation } from '@platform/shared';
import { MobileField } from '../../features/dialing-code/MobileField';
import { useDialingCodes } from '../../features/dialing-code/DialingCodeSelect';
import { SmsCodeField } from '../../features/sms-code/SmsCodeField';
import { useMobileLogin } from './use-mobile-login';
import styles from '../../features/layout/page.module.css';

/** Mobile number plus SMS code, with the dialing-code picker and the get-code countdown. */
export function MobileLoginForm({ onSuccess, labelledBy }: { onSuccess: () => void; labelledBy: string }) {
  const { t } = useTranslation('accounts');
  const countries = useDialingCodes();
  const form = useMobileLogin(onSuccess, countries[0]?.dialingCode ?? '63');
  return (
    <form className={styles.form} noValidate aria-labelledby={labelledBy} onSubmit={form.onSubmit}>
      <MobileField
        {...form.fieldProps('mobile')}
        label={t('mobile.label')}
        name="mobile"
        placeholder={t('mobile.placeholder')}
        countries={countries}
        dialingCode={form.dialingCode}
        onDialingCodeChange={form.setDialingCode}
      />
      <SmsCodeField
        {...form.fieldProps('code')}
        label={t('sms.label')}
        name="code"
        placeholder={t('sms.placeholder')}
        send={form.sendCode}
        sentToastMs={TOAST_MS.smsSent}
      />
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="remember"
            checked={form.remember}
            onChange={(event) => form.setRemember(event.target.checked)}
          />
          <span>{t('login.remember_mobile')}</span>
        </label>
        <Link to="/m/forget" className={styles.textLink}>
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
