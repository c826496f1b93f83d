import { SMS } from '@platform/shared';

/** Seconds the resend wait lasts: expiredMinutes × 60, or 60 when the answer gives none. */
export function countdownSeconds(expiredMinutes: number | null | undefined): number {
  return typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0
    ? Math.round(expiredMinutes * 60)
    : SMS.defaultCountdownSeconds;
}
