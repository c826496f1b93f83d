import { call, classifyLink, type Scope } from '@platform/shared';
import {
  MEMBER_CENTRE_ENDPOINTS,
  SERVICE_PATH_TYPES,
  openServicePath,
  type ServicePath,
} from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchServiceInfo = () => call(MEMBER_CENTRE_ENDPOINTS.serviceInfo);

export interface ServiceChannel {
  type: ServicePath['type'];
  name: string;
  /** An http(s) URL to open outside the site. */
  url: string;
}

export interface ServiceLinks {
  version: string;
  /** The live chat, from the sealed type 3 path; null when there is none or it cannot be opened. */
  chat: ServiceChannel | null;
  others: ServiceChannel[];
}

async function channelOf(merchant: string, path: ServicePath): Promise<ServiceChannel | null> {
  try {
    const raw = path.type === SERVICE_PATH_TYPES.liveChat ? await openServicePath(merchant, path.path) : path.path;
    const target = classifyLink(raw);
    return target.kind === 'external' ? { type: path.type, name: path.name, url: target.url } : null;
  } catch (error) {
    console.warn(`A customer-service path of type ${path.type} could not be opened`, error);
    return null;
  }
}

/** The customer-service channels, the live chat's path unsealed as the contract describes. */
export async function loadServiceLinks(merchant: string): Promise<ServiceLinks> {
  const info = await fetchServiceInfo();
  const channels = (await Promise.all(info.paths.map((path) => channelOf(merchant, path)))).filter(
    (channel): channel is ServiceChannel => channel !== null,
  );
  return {
    version: info.version,
    chat: channels.find((channel) => channel.type === SERVICE_PATH_TYPES.liveChat) ?? null,
    others: channels.filter((channel) => channel.type !== SERVICE_PATH_TYPES.liveChat),
  };
}

export function serviceLinksQuery(scope: Scope) {
  return queryOptions({
    queryKey: ['service-info', scope] as const,
    queryFn: () => loadServiceLinks(scope.merchant),
    staleTime: 5 * 60_000,
  });
}
