import { addNamespace } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';

addNamespace('agent', { ty, en });

export { AgentHomePage as default } from '../pages/agent-home/AgentHomePage';
