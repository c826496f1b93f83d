import './namespace';

export { HelpPage as default } from '../pages/help/HelpPage';
