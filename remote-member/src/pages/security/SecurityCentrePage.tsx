import { useQuery } from '@tanstack/react-query';
import { Link, QueryState, paths, useTranslation } from '@platform/shared';
import { identityQuery } from '../../api/identity';
import { withdrawInfoQuery } from '../../api/withdraw-info';
import styles from '../../features/money/money.module.css';
import { MoneyGate } from '../../features/money/MoneyGate';
import { PaymentPasswordForm } from '../../features/payment-password/PaymentPasswordForm';
import { ContactsSection } from './ContactsSection';

/**
 * /m/securityCenter: the login password (the accounts area's page), the bound mobile number and
 * e-mail, ID verification and the payment password.
 */
export function SecurityCentrePage() {
  const { t } = useTranslation('member');
  const trial = { title: t('security.trial_title'), text: t('security.trial') };
  return (
    <MoneyGate signIn={t('security.sign_in')} trial={trial}>
      {(user) => <SecurityCentre user={user} />}
    </MoneyGate>
  );
}

function SecurityCentre({ user }: { user: string }) {
  const { t } = useTranslation('member');
  const info = useQuery(withdrawInfoQuery(user));
  const identity = useQuery(identityQuery(user));
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="login-password-title">
        <h2 id="login-password-title" className={styles.heading}>
          {t('security.login_password')}
        </h2>
        <p className={styles.muted}>{t('security.login_password_hint')}</p>
        <Link to={paths.changePassword} className={styles.textLink}>
          {t('security.change_login_password')}
        </Link>
      </section>
      <ContactsSection user={user} />
      <section className={styles.panel} aria-labelledby="identity-title">
        <h2 id="identity-title" className={styles.heading}>
          {t('identity.state_title')}
        </h2>
        <QueryState query={identity}>
          {(value) => (
            <>
              <p className={styles.state} data-state={value.state}>
                {t(`identity.state.${value.state}`)}
              </p>
              <Link to={paths.idVerification} className={styles.textLink}>
                {t('identity.open')}
              </Link>
            </>
          )}
        </QueryState>
      </section>
      <Link to={paths.responsibleGaming} className={styles.textLink}>
        {t('responsible_gaming.link')}
      </Link>
      <QueryState query={info}>
        {(value) => <PaymentPasswordForm user={user} changing={value.hasPaymentPassword} />}
      </QueryState>
    </div>
  );
}
