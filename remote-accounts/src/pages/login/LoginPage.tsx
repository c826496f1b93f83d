import { useId, useState } from 'react';
import { Link, useNavigate, useSiteConfig, useTranslation } from '@platform/shared';
import { ServiceLink } from '../../features/layout/ServiceLink';
import { Tabs } from '../../features/layout/Tabs';
import { TopBar } from '../../features/layout/TopBar';
import { SocialButtons } from '../../features/social/SocialButtons';
import { TrialButton } from '../../features/trial/TrialButton';
import { LoginForm } from './LoginForm';
import { MobileLoginForm } from './MobileLoginForm';
import styles from '../../features/layout/page.module.css';

type Method = 'username' | 'mobile';

/** /m/login: username and password, or mobile and SMS code when MOBILEVERCODELOGIN3 is on. */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { startup } = useSiteConfig();
  const titleId = useId();
  const tabsId = useId();
  const [method, setMethod] = useState<Method>('username');
  const mobileLogin = Boolean(startup?.whitelabel.MOBILEVERCODELOGIN3);
  const shown: Method = mobileLogin ? method : 'username';
  const goHome = () => navigate('/m/home', { replace: true });

  return (
    <div className={styles.page}>
      <TopBar titleId={titleId} title={t('login.title')} />
      {mobileLogin ? (
        <Tabs
          label={t('login.methods')}
          idPrefix={tabsId}
          value={shown}
          onChange={setMethod}
          options={[
            { value: 'username', label: t('login.tab_username') },
            { value: 'mobile', label: t('login.tab_mobile') },
          ]}
        />
      ) : null}
      <div
        id={`${tabsId}-panel`}
        role={mobileLogin ? 'tabpanel' : undefined}
        aria-labelledby={mobileLogin ? `${tabsId}-tab-${shown}` : undefined}
      >
        {/* Both stay mounted, so switching back finds what was typed; the captcha reloads on a switch. */}
        <div hidden={shown !== 'username'}>
          <LoginForm onSuccess={goHome} labelledBy={titleId} active={shown === 'username'} />
        </div>
        {mobileLogin ? (
          <div hidden={shown !== 'mobile'}>
            <MobileLoginForm onSuccess={goHome} labelledBy={titleId} />
          </div>
        ) : null}
      </div>
      <div className={styles.footer}>
        <p className={styles.inline}>
          <span>{t('login.no_account')}</span>
          <Link to="/m/register" className={styles.textLink}>
            {t('login.register')}
          </Link>
        </p>
        <div className={styles.stack}>
          <TrialButton />
          {shown === 'username' ? <SocialButtons onSuccess={goHome} /> : null}
        </div>
        <ServiceLink />
      </div>
    </div>
  );
}
