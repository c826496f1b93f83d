import './register-texts';

export { AgentHomePage as default } from '../pages/agent-home/AgentHomePage';
