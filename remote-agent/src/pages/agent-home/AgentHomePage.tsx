import { useEffect } from 'react';
import { NON_AGENT_HOME_TYPES, paths, useNavigate, useSession, useTranslation } from '@platform/shared';
import { ReleaseBadge } from '../../features/release-badge/ReleaseBadge';
import { AgentTopBar } from './AgentTopBar';
import { BalanceCard } from './BalanceCard';
import { greetingFor } from './greeting';
import styles from './agent-home.module.css';

function AgentHome({ userName }: { userName: string }) {
  const { t } = useTranslation('agent');
  const greeting = greetingFor(new Date().getHours());
  return (
    <div className={styles.page}>
      <AgentTopBar />
      <section className={styles.hello}>
        <p className={styles.greeting}>{t(`home.greeting.${greeting}`)}</p>
        <p className={styles.userName}>{userName}</p>
      </section>
      <BalanceCard />
      <ReleaseBadge />
    </div>
  );
}

/** /m/agent: only for a signed-in member whose type is an agent's; anyone else goes home. */
export function AgentHomePage() {
  const { info } = useSession();
  const navigate = useNavigate();
  const isAgent = info !== null && !NON_AGENT_HOME_TYPES.includes(info.type);

  useEffect(() => {
    if (!isAgent) navigate(paths.home, { replace: true });
  }, [isAgent, navigate]);

  return info && isAgent ? <AgentHome userName={info.userName} /> : null;
}
