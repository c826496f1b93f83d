import './namespace';

export { MessagesPage as default } from '../pages/messages/MessagesPage';
