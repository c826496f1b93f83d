import { useEffect, type ReactNode } from 'react';
import { paths, useNavigate, useSession, type SessionInfo } from '@platform/shared';
import { NON_AGENT_HOME_TYPES } from '@platform/shared/contract';

/** The signed-in agent, or null while anyone else is sent home. */
export function useAgentSession(): SessionInfo | null {
  const { info } = useSession();
  const navigate = useNavigate();
  const isAgent = info !== null && !NON_AGENT_HOME_TYPES.includes(info.type);
  useEffect(() => {
    if (!isAgent) navigate(paths.home, { replace: true });
  }, [isAgent, navigate]);
  return isAgent ? info : null;
}

/** Renders its page only for a signed-in agent (type not 0, 4 or 40); anyone else goes to /m/home. */
export function AgentOnly({ children }: { children: (agent: SessionInfo) => ReactNode }) {
  const agent = useAgentSession();
  return agent ? <>{children(agent)}</> : null;
}
