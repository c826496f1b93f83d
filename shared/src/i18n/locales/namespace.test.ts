import { describeNamespace } from '../../testing/locales';
import en from './en.json';
import ty from './ty.json';

describeNamespace('common', { en, ty });
