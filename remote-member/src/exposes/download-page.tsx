import './namespace';

export { DownloadPage as default } from '../pages/download/DownloadPage';
