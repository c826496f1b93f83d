import type { DialingCountry } from '@platform/shared/contract';
import type { Db } from '../../db/connection';

export interface AccountSettings {
  smsExpiredMinutes: number;
  dialingCountries: DialingCountry[];
  firebaseProject: string | null;
}

/** The merchant's accounts settings: SMS code lifetime, dialing codes, Firebase project. */
export function loadAccountSettings(db: Db, merchantCode: string): AccountSettings {
  const row = db
    .prepare<[string], { minutes: number; countries: string; firebase: string | null }>(
      `SELECT sms_expired_minutes AS minutes, dialing_countries AS countries, firebase_project AS firebase
         FROM merchant_startup WHERE merchant_code = ?`,
    )
    .get(merchantCode);
  if (!row) throw new Error(`merchant ${merchantCode} has no settings`);
  return {
    smsExpiredMinutes: row.minutes,
    dialingCountries: JSON.parse(row.countries) as DialingCountry[],
    firebaseProject: row.firebase,
  };
}
