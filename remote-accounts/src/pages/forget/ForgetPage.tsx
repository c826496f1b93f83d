import { useId, useState } from 'react';
import { buttonClass, Link, paths, TabList, tabId, useSiteConfig, useTranslation } from '@platform/shared';
import { ServiceLink } from '../../features/layout/ServiceLink';
import { TopBar } from '../../features/layout/TopBar';
import { EmailRecovery } from './EmailRecovery';
import page from '../../features/layout/page.module.css';

type Method = 'phone' | 'email';

/** /m/forget: by phone (CHNGPASSVERIF3, then the default) or by e-mail. */
export function ForgetPage() {
  const { t } = useTranslation('accounts');
  const { startup } = useSiteConfig();
  const titleId = useId();
  const panelId = useId();
  const phone = Boolean(startup?.whitelabel.CHNGPASSVERIF3);
  const [chosen, setChosen] = useState<Method>('phone');
  const method: Method = phone ? chosen : 'email';

  return (
    <div className={page.page}>
      <TopBar titleId={titleId} title={t('forget.title')} />
      {phone ? (
        <TabList
          label={t('forget.methods')}
          panelId={panelId}
          className={page.tabs}
          value={method}
          onSelect={setChosen}
          items={[
            { value: 'phone', label: t('forget.by_phone') },
            { value: 'email', label: t('forget.by_email') },
          ]}
        />
      ) : null}
      <div
        id={panelId}
        role={phone ? 'tabpanel' : undefined}
        aria-labelledby={phone ? tabId(panelId, method) : undefined}
      >
        {method === 'phone' ? (
          <div className={page.form}>
            <p className={page.intro}>{t('forget.phone_intro')}</p>
            <Link to={paths.setPassword} className={buttonClass('primary', true)}>
              {t('forget.phone_continue')}
            </Link>
          </div>
        ) : (
          <EmailRecovery labelledBy={titleId} />
        )}
      </div>
      <div className={page.footer}>
        <ServiceLink />
      </div>
    </div>
  );
}
