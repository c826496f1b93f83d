import { queryClient, responsibleSettingsKey } from '@platform/shared';
import type { ResponsibleSettings } from '@platform/shared/contract';

/** Keeps the settings the server answered a change with, so the page shows them without asking again. */
export const storeSettings = (user: string, settings: ResponsibleSettings) =>
  queryClient.setQueryData(responsibleSettingsKey(user), settings);
