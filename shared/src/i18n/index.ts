export {
  i18n,
  initI18n,
  addNamespace,
  loadLanguage,
  setLanguage,
  currentLanguage,
  type BundleSource,
} from './instance';
export { useTranslation, I18nextProvider } from 'react-i18next';
export { useLanguage, useLanguageChange } from './hooks';
