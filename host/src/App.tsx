import { useQuery } from '@tanstack/react-query';
import {
  ErrorPanel,
  FeedbackLayer,
  I18nextProvider,
  i18n,
  Loading,
  QueryProvider,
  useTranslation,
} from '@platform/shared';
import { NetworkNotice } from './layout/NetworkNotice';
import { SiteRouter } from './routes/router';
import { STARTUP_QUERY } from './startup/start-site';

/** The registry and start-up settings, read once per page load; a failure offers Retry. */
function Startup() {
  const { t } = useTranslation('host');
  const started = useQuery(STARTUP_QUERY);
  if (started.isPending) return <Loading />;
  if (started.isError) {
    console.error('Start-up failed', started.error);
    return <ErrorPanel message={t('startup.failed')} onRetry={() => void started.refetch()} />;
  }
  return <SiteRouter />;
}

/**
 * The site: start-up, then the router; toasts and dialogs above everything. The no-internet notice sits
 * beside them, outside every error boundary: a page or part that fails because the network went shows
 * its own message, and the notice says why next to it.
 */
export function App() {
  return (
    <QueryProvider>
      <I18nextProvider i18n={i18n}>
        <Startup />
        <NetworkNotice />
        <FeedbackLayer />
      </I18nextProvider>
    </QueryProvider>
  );
}
