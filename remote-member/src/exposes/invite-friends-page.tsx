import './namespace';

export { InviteFriendsPage as default } from '../pages/invite-friends/InviteFriendsPage';
