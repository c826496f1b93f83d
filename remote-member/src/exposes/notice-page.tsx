import './namespace';

export { NoticePage as default } from '../pages/notice/NoticePage';
