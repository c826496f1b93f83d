import './register-texts';

export { RedRainPage as default } from '../pages/red-rain/RedRainPage';
