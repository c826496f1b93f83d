import { endpoint } from '../endpoint';
import { RESPONSIBLE_PATHS } from '../responsible';
import {
  DepositLimitBodySchema,
  ExclusionBodySchema,
  ExclusionValueSchema,
  PlayResultQuerySchema,
  PlayResultSchema,
  RealityCheckBodySchema,
  ResponsibleSettingsSchema,
} from '../schemas/responsible';

/** Responsible gaming: deposit limits, the reality check, time-outs and self-exclusion. */
export const RESPONSIBLE_ENDPOINTS = {
  settings: endpoint({
    method: 'GET',
    path: RESPONSIBLE_PATHS.settings,
    access: 'member',
    response: ResponsibleSettingsSchema,
  }),
  depositLimit: endpoint({
    method: 'PUT',
    path: RESPONSIBLE_PATHS.depositLimit,
    access: 'member',
    body: DepositLimitBodySchema,
    response: ResponsibleSettingsSchema,
  }),
  realityCheck: endpoint({
    method: 'PUT',
    path: RESPONSIBLE_PATHS.realityCheck,
    access: 'member',
    body: RealityCheckBodySchema,
    response: ResponsibleSettingsSchema,
  }),
  exclusion: endpoint({
    method: 'POST',
    path: RESPONSIBLE_PATHS.exclusion,
    access: 'member',
    body: ExclusionBodySchema,
    response: ExclusionValueSchema,
  }),
  playResult: endpoint({
    method: 'GET',
    path: RESPONSIBLE_PATHS.playResult,
    access: 'member',
    query: PlayResultQuerySchema,
    response: PlayResultSchema,
  }),
};
