import { useCallback, useEffect } from 'react';
import {
  takeIntentAction,
  toast,
  useLoginHere,
  useSessionUser,
  useTranslation,
  useWrite,
  type ApiError,
  type TextKey,
} from '@platform/shared';
import type { FavouriteIdsValue } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { addFavouriteMutation, favouriteIdsQuery, removeFavouriteMutation } from '../../api/favourites';

/** A game as far as favourites care: its node id, vendor and name (for the message). */
export interface FavouriteGame {
  nodeId: number;
  vassalage: string;
  gameName: string;
}

const NONE: ReadonlySet<number> = new Set();

/** The intent a guest's star leaves: set the star after the login. */
const STAR_INTENT = 'lobby.favourite';

const isFavouriteGame = (value: unknown): value is FavouriteGame => {
  const game = value as Partial<FavouriteGame> | null;
  return typeof game?.nodeId === 'number' && typeof game.vassalage === 'string' && typeof game.gameName === 'string';
};
const toSet = (value: FavouriteIdsValue): ReadonlySet<number> => new Set(value.nodeIds);

/**
 * The member's favourites: which games carry a star, and a toggle that changes it at once and takes
 * the change back, with the server's reason, if the server refuses. A guest is sent to log in, and
 * the star is set when they are back.
 */
export function useFavourites() {
  const user = useSessionUser();
  const loginHere = useLoginHere();
  const { t } = useTranslation('lobby');
  const ids = useQuery({ ...favouriteIdsQuery(user ?? ''), enabled: user !== null, select: toSet });
  // The options roll the change back on a refusal; the toggle below adds the message. Stars of several
  // games may be tapped one after the other, each change on its own.
  const { run: addFavourite } = useWrite(addFavouriteMutation(user ?? ''), { concurrent: true });
  const { run: removeFavourite } = useWrite(removeFavouriteMutation(user ?? ''), { concurrent: true });
  const favourites = ids.data ?? NONE;

  const change = useCallback(
    (game: FavouriteGame, starred: boolean) => {
      const body = { nodeId: game.nodeId, vendor: game.vassalage };
      const refused = (key: TextKey<'lobby'>) => ({
        onFailure: (failure: ApiError) => {
          toast.fail(t(key, { name: game.gameName, reason: t(failure.messageKey, { ns: 'common' }) }));
          return 'none' as const;
        },
      });
      if (starred) void addFavourite(body, refused('games.favourite_add_failed'));
      else void removeFavourite(body, refused('games.favourite_remove_failed'));
    },
    [addFavourite, removeFavourite, t],
  );

  const toggle = useCallback(
    (game: FavouriteGame) => {
      if (user === null) loginHere({ kind: STAR_INTENT, data: game });
      else change(game, !favourites.has(game.nodeId));
    },
    [user, loginHere, favourites, change],
  );

  // Back from the login a guest's star sent them to: the star is set, once the stars are known.
  const known = ids.isSuccess;
  useEffect(() => {
    if (user === null || !known) return;
    const game = takeIntentAction<unknown>(STAR_INTENT);
    if (isFavouriteGame(game) && !favourites.has(game.nodeId)) change(game, true);
  }, [user, known, favourites, change]);

  return { favourites, toggle };
}
