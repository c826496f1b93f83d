import { useCallback } from 'react';
import { paths, toApiError, toast, useNavigate, useSessionUser, useTranslation, type TextKey } from '@platform/shared';
import type { FavouriteIdsValue } from '@platform/shared/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { addFavouriteMutation, favouriteIdsQuery, removeFavouriteMutation } from '../../api/favourites';

/** A game as far as favourites care: its node id, vendor and name (for the message). */
export interface FavouriteGame {
  nodeId: number;
  vassalage: string;
  gameName: string;
}

const NONE: ReadonlySet<number> = new Set();
const toSet = (value: FavouriteIdsValue): ReadonlySet<number> => new Set(value.nodeIds);

/**
 * The member's favourites: which games carry a star, and a toggle that changes it at once and takes
 * the change back, with the server's reason, if the server refuses. A guest is sent to log in.
 */
export function useFavourites() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { t } = useTranslation('lobby');
  const ids = useQuery({ ...favouriteIdsQuery(user ?? ''), enabled: user !== null, select: toSet });
  // The options roll the change back on a refusal; the toggle below adds the message.
  const { mutate: addFavourite } = useMutation(addFavouriteMutation(user ?? ''));
  const { mutate: removeFavourite } = useMutation(removeFavouriteMutation(user ?? ''));
  const favourites = ids.data ?? NONE;

  const toggle = useCallback(
    (game: FavouriteGame) => {
      if (user === null) {
        navigate(paths.login);
        return;
      }
      const body = { nodeId: game.nodeId, vendor: game.vassalage };
      const refused = (key: TextKey<'lobby'>) => (error: unknown) =>
        toast.fail(t(key, { name: game.gameName, reason: t(toApiError(error).messageKey, { ns: 'common' }) }));
      if (favourites.has(game.nodeId)) removeFavourite(body, { onError: refused('games.favourite_remove_failed') });
      else addFavourite(body, { onError: refused('games.favourite_add_failed') });
    },
    [user, navigate, favourites, addFavourite, removeFavourite, t],
  );

  return { favourites, toggle };
}
