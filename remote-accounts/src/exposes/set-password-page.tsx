import { addNamespace } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';

addNamespace('accounts', { ty, en });

export { SetPasswordPage as default } from '../pages/set-password/SetPasswordPage';
