import {
  SERVICE_PATH_TYPES,
  sealServicePath,
  type ServiceInfo,
  type ServicePath,
  type ServicePathType,
} from '@platform/shared/contract';
import type { Db } from '../../db/connection';
import { languageSuffix, type ContentLanguage } from '../../http/request-context';

interface ServiceRow {
  type: ServicePathType;
  name: string;
  url: string;
}

/** The merchant's customer-service channels; the live chat's URL is sealed as the contract says. */
export async function loadServiceInfo(db: Db, merchantCode: string, language: ContentLanguage): Promise<ServiceInfo> {
  const lang = languageSuffix(language);
  const rows = db
    .prepare<[string], ServiceRow>(
      `SELECT type, name_${lang} AS name, url FROM service_paths WHERE merchant_code = ? ORDER BY sort_order, id`,
    )
    .all(merchantCode);
  const version =
    db
      .prepare<[string], { version: string }>(
        'SELECT service_version AS version FROM merchant_startup WHERE merchant_code = ?',
      )
      .get(merchantCode)?.version ?? '';
  const paths = await Promise.all(
    rows.map(async (row): Promise<ServicePath> => ({
      type: row.type,
      name: row.name,
      path: row.type === SERVICE_PATH_TYPES.liveChat ? await sealServicePath(merchantCode, row.url) : row.url,
    })),
  );
  return { version, paths };
}
