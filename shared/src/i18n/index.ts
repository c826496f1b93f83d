export {
  i18n,
  initI18n,
  addNamespace,
  loadLanguage,
  setLanguage,
  currentLanguage,
  type BundleSource,
} from './instance';
export type { MessageKey, TextFunction, TextKey, TextNamespaces } from './namespaces';
export { I18nextProvider } from 'react-i18next';
export { useTranslation } from './translation';
export { useLanguage, useLanguageChange } from './hooks';
