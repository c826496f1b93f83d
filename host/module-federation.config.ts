import { hostFederation } from '@platform/shared/mf';

// The host names no area here: remotes are registered at run time from /m/remotes.json.
export default hostFederation();
