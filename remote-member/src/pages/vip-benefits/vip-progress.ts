import type { VipBenefits, VipLevelBenefits } from '@platform/shared/contract';

export interface VipProgress {
  /** The next level, or null at the top. */
  next: VipLevelBenefits | null;
  /** Turnover still needed for the next level, pesos. */
  remaining: number;
  /** 0 to 100: the way from the current level's turnover to the next one's. */
  percent: number;
}

/** Where the member stands between their level and the next. */
export function vipProgress({ level, turnover, levels }: VipBenefits): VipProgress {
  const next = levels.find((item) => item.level > level) ?? null;
  if (!next) return { next: null, remaining: 0, percent: 100 };
  const from = levels.find((item) => item.level === level)?.turnover ?? 0;
  const span = next.turnover - from;
  const percent = span <= 0 ? 100 : Math.min(100, Math.max(0, ((turnover - from) / span) * 100));
  return {
    next,
    remaining: Math.max(0, Math.round((next.turnover - turnover) * 100) / 100),
    percent: Math.floor(percent),
  };
}
