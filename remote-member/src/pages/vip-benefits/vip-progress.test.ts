import { describe, expect, it } from 'vitest';
import type { VipLevelBenefits } from '@platform/shared/contract';
import { vipProgress } from './vip-progress';

const level = (n: number, turnover: number): VipLevelBenefits => ({
  level: n,
  name: `L${n}`,
  turnover,
  upgradeBonus: 0,
  monthlyBonus: 0,
  rebatePercent: 0,
  dailyWithdrawals: 1,
});
const LEVELS = [level(1, 0), level(2, 50_000), level(3, 200_000)];

describe('vipProgress', () => {
  it('measures the way from the member’s level to the next', () => {
    expect(vipProgress({ level: 2, turnover: 125_000, levels: LEVELS })).toEqual({
      next: LEVELS[2],
      remaining: 75_000,
      percent: 50,
    });
  });

  it('starts a member outside the club at zero turnover', () => {
    expect(vipProgress({ level: 0, turnover: 0, levels: LEVELS })).toMatchObject({ next: LEVELS[0], remaining: 0 });
  });

  it('says the top level is reached', () => {
    expect(vipProgress({ level: 3, turnover: 900_000, levels: LEVELS })).toEqual({
      next: null,
      remaining: 0,
      percent: 100,
    });
  });
});
