import { lazy, Suspense, useId, useRef, useState } from 'react';
import {
  Link,
  Loading,
  intentReturnPath,
  paths,
  TabList,
  tabId,
  useNavigate,
  useSiteConfig,
  useTranslation,
} from '@platform/shared';
import { LoginBrand } from '../../features/brand/LoginBrand';
import { ServiceLink } from '../../features/layout/ServiceLink';
import { TopBar } from '../../features/layout/TopBar';
import { SocialButtons } from '../../features/social/SocialButtons';
import { TrialButton } from '../../features/trial/TrialButton';
import { LoginForm } from '../../features/login-form/LoginForm';
import type { LoginFormHandle } from '../../features/login-form/use-login-form';
import styles from '../../features/layout/page.module.css';

// Most visitors sign in by name: the SMS form, its dialing codes and countdown come with the tab.
const MobileLoginForm = lazy(() =>
  import('./MobileLoginForm').then(({ MobileLoginForm }) => ({ default: MobileLoginForm })),
);

type Method = 'username' | 'mobile';

/** /m/login: username and password, or mobile and SMS code when MOBILEVERCODELOGIN3 is on. */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { startup } = useSiteConfig();
  const titleId = useId();
  const panelId = useId();
  const [method, setMethod] = useState<Method>('username');
  const [mobileOpened, setMobileOpened] = useState(false);
  const loginForm = useRef<LoginFormHandle>(null);
  const mobileLogin = Boolean(startup?.whitelabel.MOBILEVERCODELOGIN3);
  const shown: Method = mobileLogin ? method : 'username';
  // Back to the page a guest was sent here from, where it finishes what they asked for; else home.
  const goHome = () => navigate(intentReturnPath() ?? paths.home, { replace: true });
  const switchMethod = (next: Method) => {
    setMethod(next);
    if (next === 'mobile') setMobileOpened(true);
    // The spec loads a new captcha on a switch of method.
    if (next === 'username' && next !== method) loginForm.current?.renewCaptcha();
  };

  return (
    <div className={styles.page}>
      <TopBar titleId={titleId} title={t('login.title')} />
      <LoginBrand />
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
        {/* Both stay mounted once shown, so switching back finds what was typed. */}
        <div hidden={shown !== 'username'}>
          <LoginForm ref={loginForm} onSuccess={goHome} labelledBy={titleId} />
        </div>
        {mobileLogin && mobileOpened ? (
          <div hidden={shown !== 'mobile'}>
            <Suspense fallback={<Loading />}>
              <MobileLoginForm onSuccess={goHome} labelledBy={titleId} />
            </Suspense>
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
