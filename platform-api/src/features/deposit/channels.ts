import type { DepositChannel, DepositChannelCode } from '@platform/shared/contract';

export interface ChannelRule {
  code: DepositChannelCode;
  minCents: number;
  maxCents: number;
  presetsCents: number[];
  expiresInMinutes: number;
  /** The merchant's receiving account on this channel (the demo's, same for every merchant). */
  payeeAccount: string;
}

const peso = (pesos: number) => pesos * 100;

// E-wallets settle in minutes and cap single transfers lower; bank transfers take longer to arrive.
export const CHANNELS: readonly ChannelRule[] = [
  {
    code: 'GCASH',
    minCents: peso(100),
    maxCents: peso(50_000),
    presetsCents: [100, 300, 500, 1000, 3000, 5000].map(peso),
    expiresInMinutes: 15,
    payeeAccount: '0917 555 0142',
  },
  {
    code: 'MAYA',
    minCents: peso(100),
    maxCents: peso(50_000),
    presetsCents: [100, 300, 500, 1000, 3000, 5000].map(peso),
    expiresInMinutes: 15,
    payeeAccount: '0998 555 0177',
  },
  {
    code: 'BANK_TRANSFER',
    minCents: peso(500),
    maxCents: peso(200_000),
    presetsCents: [500, 1000, 5000, 10_000, 20_000, 50_000].map(peso),
    expiresInMinutes: 60,
    payeeAccount: '0012 3456 7890',
  },
  {
    code: 'ONLINE_BANKING',
    minCents: peso(200),
    maxCents: peso(100_000),
    presetsCents: [200, 500, 1000, 3000, 5000, 10_000].map(peso),
    expiresInMinutes: 30,
    payeeAccount: '0098 7654 3210',
  },
];

export function channelRule(code: DepositChannelCode): ChannelRule {
  const rule = CHANNELS.find((channel) => channel.code === code);
  if (!rule) throw new Error(`deposit: no channel ${code}`);
  return rule;
}

export const channelOf = (rule: ChannelRule): DepositChannel => ({
  code: rule.code,
  min: rule.minCents / 100,
  max: rule.maxCents / 100,
  presets: rule.presetsCents.map((cents) => cents / 100),
  expiresInMinutes: rule.expiresInMinutes,
});
