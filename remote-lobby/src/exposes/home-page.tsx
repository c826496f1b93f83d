import { addNamespace } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';

addNamespace('lobby', { ty, en });

export { HomePage as default } from '../pages/home/HomePage';
