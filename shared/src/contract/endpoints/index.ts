// Every endpoint of the API, one descriptor each, grouped by feature. platform-api registers its
// routes from them; the client's `call` takes them.
export * from './accounts';
export * from './agent';
export * from './lobby';
export * from './money';
export * from './transfer';
export * from './responsible';
export * from './identity';
export * from './binding';
export * from './member';
export * from './promotions';
export * from './area-health';

import type { Endpoint } from '../endpoint';
import {
  AUTH_ENDPOINTS,
  PASSWORD_ENDPOINTS,
  REGISTER_ENDPOINTS,
  SYSTEM_ENDPOINTS,
  SYSTEM_TEST_ENDPOINTS,
} from './accounts';
import { AGENT_ENDPOINTS } from './agent';
import { CATALOGUE_ENDPOINTS, MY_GAMES_ENDPOINTS, PLAY_ENDPOINTS } from './lobby';
import { BINDING_ENDPOINTS } from './binding';
import { IDENTITY_ENDPOINTS } from './identity';
import { RESPONSIBLE_ENDPOINTS } from './responsible';
import { TRANSFER_ENDPOINTS } from './transfer';
import { MEMBER_CENTRE_ENDPOINTS, MEMBER_CENTRE_TEST_ENDPOINTS } from './member';
import { PROMOTION_ENDPOINTS } from './promotions';
import { AREA_HEALTH_ENDPOINTS } from './area-health';
import { DEPOSIT_ENDPOINTS, RECORD_ENDPOINTS, WITHDRAW_ENDPOINTS } from './money';

/** Every endpoint, by feature: what platform-api's route list and its README's table are checked against. */
export const ENDPOINT_GROUPS = {
  system: SYSTEM_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  register: REGISTER_ENDPOINTS,
  password: PASSWORD_ENDPOINTS,
  systemTest: SYSTEM_TEST_ENDPOINTS,
  deposit: DEPOSIT_ENDPOINTS,
  withdraw: WITHDRAW_ENDPOINTS,
  records: RECORD_ENDPOINTS,
  memberCentre: MEMBER_CENTRE_ENDPOINTS,
  memberCentreTest: MEMBER_CENTRE_TEST_ENDPOINTS,
  promotions: PROMOTION_ENDPOINTS,
  transfer: TRANSFER_ENDPOINTS,
  responsible: RESPONSIBLE_ENDPOINTS,
  identity: IDENTITY_ENDPOINTS,
  binding: BINDING_ENDPOINTS,
  agent: AGENT_ENDPOINTS,
  catalogue: CATALOGUE_ENDPOINTS,
  myGames: MY_GAMES_ENDPOINTS,
  play: PLAY_ENDPOINTS,
  areaHealth: AREA_HEALTH_ENDPOINTS,
} as const;

/** Every endpoint of the contract, in the order of ENDPOINT_GROUPS. */
export const allEndpoints = (): Endpoint[] =>
  Object.values(ENDPOINT_GROUPS).flatMap((group): Endpoint[] => Object.values(group));
