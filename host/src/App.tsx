import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ErrorPanel, FeedbackLayer, I18nextProvider, i18n, Loading, useTranslation } from '@platform/shared';
import { router } from './routes/router';
import { startSite } from './startup/start-site';

type Phase = 'starting' | 'ready' | 'failed';

function Startup() {
  const { t } = useTranslation('host');
  const [phase, setPhase] = useState<Phase>('starting');
  const start = useCallback(() => {
    setPhase('starting');
    startSite()
      .then(() => setPhase('ready'))
      .catch((error: unknown) => {
        console.error('Start-up failed', error);
        setPhase('failed');
      });
  }, []);
  useEffect(start, [start]);
  if (phase === 'starting') return <Loading />;
  if (phase === 'failed') return <ErrorPanel message={t('startup.failed')} onRetry={start} />;
  return <RouterProvider router={router} />;
}

/** The site: start-up, then the router; toasts and dialogs above everything. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <Startup />
      <FeedbackLayer />
    </I18nextProvider>
  );
}
