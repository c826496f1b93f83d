import { addNamespace } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';

addNamespace('member', { ty, en });

export { MinePage as default } from '../pages/mine/MinePage';
