import { addNamespace } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';

// Every exposed page imports this first: whichever the host loads, the member namespace is there.
addNamespace('member', { ty, en });
