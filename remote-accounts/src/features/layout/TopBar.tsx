import { PageTopBar, useTranslation } from '@platform/shared';

/** For pages the host draws no header on: a back button (home) and the page title. */
export function TopBar({ titleId, title }: { titleId: string; title: string }) {
  const { t } = useTranslation('accounts');
  return <PageTopBar title={title} titleId={titleId} backLabel={t('top_bar.back_home')} replace />;
}
