import { addNamespace } from '@platform/shared';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';

// Every expose imports this first, so whichever page loads first brings the area's texts.
addNamespace('agent', { ty, en });
