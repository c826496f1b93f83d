import { useContractPrompts, useTranslation, type SessionInfo } from '@platform/shared';
import { useAgentSession } from '../../features/agent-only/AgentOnly';
import { hourIn } from '../../features/period/manila-time';
import { ReleaseBadge } from '../../features/release-badge/ReleaseBadge';
import { AgentFooter } from './AgentFooter';
import { AgentTopBar } from './AgentTopBar';
import { BalanceCard } from './BalanceCard';
import { ContractsCard } from './ContractsCard';
import { greetingFor } from './greeting';
import { NavGrid } from './NavGrid';
import { TeamCounters } from './TeamCounters';

import styles from './agent-home.module.css';

function AgentHome({ agent }: { agent: SessionInfo }) {
  const { t } = useTranslation('agent');
  const greeting = greetingFor(hourIn(new Date()));
  useContractPrompts(agent);
  return (
    <div className={styles.page}>
      <AgentTopBar />
      <section className={styles.hello}>
        <p className={styles.greeting}>{t(`home.greeting.${greeting}`)}</p>
        <p className={styles.userName}>{agent.userName}</p>
      </section>
      <BalanceCard />
      <TeamCounters user={agent.userName} />
      <NavGrid />
      <ContractsCard user={agent.userName} />
      <ReleaseBadge />
      <AgentFooter />
    </div>
  );
}

/** /m/agent: only for a signed-in member whose type is an agent's; anyone else goes home. */
export function AgentHomePage() {
  const agent = useAgentSession();
  return agent ? <AgentHome agent={agent} /> : null;
}
