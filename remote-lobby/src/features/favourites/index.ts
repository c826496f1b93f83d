// Favourite games for every page of the lobby: the stars and the optimistic toggle.
export { useFavourites, type FavouriteGame } from './use-favourites';
