export { i18n, initI18n, addNamespace, setLanguage, currentLanguage, isLanguage } from './instance';
export { useTranslation, I18nextProvider } from 'react-i18next';
export { useLanguage, useLanguageChange } from './hooks';
