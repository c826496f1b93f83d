import { PageTopBar, useTranslation } from '@platform/shared';

/** The agent home has no host header or bottom nav: back to home and the title. */
export function AgentTopBar() {
  const { t } = useTranslation('agent');
  return <PageTopBar title={t('home.title')} backLabel={t('home.back_home')} />;
}
