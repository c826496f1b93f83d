import { Button, openLoginDialog, useTranslation } from '@platform/shared';
import styles from './sign-in.module.css';

/** What a visitor sees on a page that is only for members: why, and the login dialog one tap away. */
export function SignInRequired({ message }: { message: string }) {
  const { t } = useTranslation('member');
  return (
    <section className={styles.panel} aria-label={t('common.sign_in_needed')}>
      <p>{message}</p>
      <Button onClick={openLoginDialog}>{t('common.log_in')}</Button>
    </section>
  );
}
