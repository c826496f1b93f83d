import { addNamespace } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';

addNamespace('accounts', { ty, en });

export { SettingsPage as default } from '../pages/settings/SettingsPage';
