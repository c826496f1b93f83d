import {
  WHITELABEL_FLAGS,
  type DownloadResource,
  type Location,
  type MobileTemplate,
  type StartupPatch,
  type StartupValue,
  type TestTemplatePatch,
  type Whitelabel,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';

interface StartupRow {
  maintenance: number;
  regionRestriction: number;
  country: string;
  locationOverride: string | null;
  mobileTemplate: string;
  customerServiceUrl: string;
  social: string;
  sessionRenewSeconds: number;
  downloadResources: string;
}

/** Every flag the contract knows, each on or off: unknown or unset flags are off. */
export function loadWhitelabel(db: Db, merchantCode: string): Whitelabel {
  const enabled = new Set(
    db
      .prepare<[string], { flag: string }>('SELECT flag FROM merchant_flags WHERE merchant_code = ? AND enabled = 1')
      .all(merchantCode)
      .map((row) => row.flag),
  );
  return Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, enabled.has(flag)]));
}

/** The merchant's start-up settings, with the caller's address as the location unless a test overrides it. */
export function loadStartup(db: Db, merchantCode: string, ip: string): StartupValue {
  const row = db
    .prepare<[string], StartupRow>(
      `SELECT maintenance, region_restriction AS regionRestriction, country, location_override AS locationOverride,
              mobile_template AS mobileTemplate, customer_service_url AS customerServiceUrl, social,
              session_renew_seconds AS sessionRenewSeconds, download_resources AS downloadResources
         FROM merchant_startup WHERE merchant_code = ?`,
    )
    .get(merchantCode);
  if (!row) throw new Error(`merchant ${merchantCode} has no start-up settings`);
  const location: Location = row.locationOverride
    ? (JSON.parse(row.locationOverride) as Location)
    : { ip, country: row.country };
  return {
    merchantCode,
    maintenance: row.maintenance === 1,
    regionRestriction: row.regionRestriction === 1,
    location,
    mobileTemplate: JSON.parse(row.mobileTemplate) as MobileTemplate,
    whitelabel: loadWhitelabel(db, merchantCode),
    customerService: { url: row.customerServiceUrl },
    social: JSON.parse(row.social) as StartupValue['social'],
    sessionRenewSeconds: row.sessionRenewSeconds,
    resources: JSON.parse(row.downloadResources) as DownloadResource[],
  };
}

/** Test mode: switches flags on or off; flags left out keep their value. */
export function patchWhitelabel(db: Db, merchantCode: string, flags: Whitelabel): void {
  const upsert = db.prepare(`INSERT INTO merchant_flags (merchant_code, flag, enabled) VALUES (?, ?, ?)
    ON CONFLICT (merchant_code, flag) DO UPDATE SET enabled = excluded.enabled`);
  db.transaction(() => {
    for (const [flag, on] of Object.entries(flags)) upsert.run(merchantCode, flag, on ? 1 : 0);
  })();
}

/** Test mode: overrides maintenance, region restriction or the location the API reports. */
export function patchStartup(db: Db, merchantCode: string, patch: StartupPatch): void {
  db.transaction(() => {
    if (patch.maintenance !== undefined) {
      db.prepare('UPDATE merchant_startup SET maintenance = ? WHERE merchant_code = ?').run(
        patch.maintenance ? 1 : 0,
        merchantCode,
      );
    }
    if (patch.regionRestriction !== undefined) {
      db.prepare('UPDATE merchant_startup SET region_restriction = ? WHERE merchant_code = ?').run(
        patch.regionRestriction ? 1 : 0,
        merchantCode,
      );
    }
    if (patch.location !== undefined) {
      db.prepare('UPDATE merchant_startup SET location_override = ? WHERE merchant_code = ?').run(
        JSON.stringify(patch.location),
        merchantCode,
      );
    }
  })();
}

/** Test mode: switches the member-centre (mem_cen) or deposit (dep_func) template; the rest stays. */
export function patchMobileTemplate(db: Db, merchantCode: string, patch: TestTemplatePatch): void {
  const row = db
    .prepare<[string], { mobileTemplate: string }>(
      'SELECT mobile_template AS mobileTemplate FROM merchant_startup WHERE merchant_code = ?',
    )
    .get(merchantCode);
  if (!row) return;
  const template = { ...(JSON.parse(row.mobileTemplate) as MobileTemplate), ...patch };
  db.prepare('UPDATE merchant_startup SET mobile_template = ? WHERE merchant_code = ?').run(
    JSON.stringify(template),
    merchantCode,
  );
}
