import { useId, useRef, useState } from 'react';
import { Link, paths, TabList, tabId, useNavigate, useSiteConfig, useTranslation } from '@platform/shared';
import { ServiceLink } from '../../features/layout/ServiceLink';
import { TopBar } from '../../features/layout/TopBar';
import { SocialButtons } from '../../features/social/SocialButtons';
import { TrialButton } from '../../features/trial/TrialButton';
import { LoginForm } from './LoginForm';
import type { LoginFormHandle } from './use-login-form';
import { MobileLoginForm } from './MobileLoginForm';
import styles from '../../features/layout/page.module.css';

type Method = 'username' | 'mobile';

/** /m/login: username and password, or mobile and SMS code when MOBILEVERCODELOGIN3 is on. */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { startup } = useSiteConfig();
  const titleId = useId();
  const panelId = useId();
  const [method, setMethod] = useState<Method>('username');
  const loginForm = useRef<LoginFormHandle>(null);
  const mobileLogin = Boolean(startup?.whitelabel.MOBILEVERCODELOGIN3);
  const shown: Method = mobileLogin ? method : 'username';
  const goHome = () => navigate(paths.home, { replace: true });
  const switchMethod = (next: Method) => {
    setMethod(next);
    // The spec loads a new captcha on a switch of method.
    if (next === 'username' && next !== method) loginForm.current?.renewCaptcha();
  };

  return (
    <div className={styles.page}>
      <TopBar titleId={titleId} title={t('login.title')} />
      {mobileLogin ? (
        <TabList
          label={t('login.methods')}
          panelId={panelId}
          className={styles.tabs}
          value={shown}
          onSelect={switchMethod}
          items={[
            { value: 'username', label: t('login.tab_username') },
            { value: 'mobile', label: t('login.tab_mobile') },
          ]}
        />
      ) : null}
      <div
        id={panelId}
        role={mobileLogin ? 'tabpanel' : undefined}
        aria-labelledby={mobileLogin ? tabId(panelId, shown) : undefined}
      >
        {/* Both stay mounted, so switching back finds what was typed. */}
        <div hidden={shown !== 'username'}>
          <LoginForm ref={loginForm} onSuccess={goHome} labelledBy={titleId} />
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
          <Link to={paths.register} className={styles.textLink}>
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
