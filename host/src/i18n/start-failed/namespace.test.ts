import { describeNamespace } from '@platform/shared/testing';
import en from './en.json';
import ty from './ty.json';

describeNamespace('start-failed', { en, ty });
