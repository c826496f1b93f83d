export {
  i18n,
  initI18n,
  addNamespace,
  loadLanguage,
  setLanguage,
  currentLanguage,
  type BundleSource,
} from './instance';
export type { MessageKey, TextKey, TextNamespaces } from './namespaces';
export type { TFunction } from 'i18next';
export { useTranslation, I18nextProvider } from 'react-i18next';
export { useLanguage, useLanguageChange } from './hooks';
