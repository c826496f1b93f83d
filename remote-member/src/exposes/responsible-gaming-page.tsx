import './namespace';

export { ResponsibleGamingPage as default } from '../pages/responsible-gaming/ResponsibleGamingPage';
