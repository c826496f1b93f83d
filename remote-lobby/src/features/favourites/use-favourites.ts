import { useCallback } from 'react';
import {
  paths,
  toast,
  useNavigate,
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
  // The options roll the change back on a refusal; the toggle below adds the message. Stars of several
  // games may be tapped one after the other, each change on its own.
  const { run: addFavourite } = useWrite(addFavouriteMutation(user ?? ''), { concurrent: true });
  const { run: removeFavourite } = useWrite(removeFavouriteMutation(user ?? ''), { concurrent: true });
  const favourites = ids.data ?? NONE;

  const toggle = useCallback(
    (game: FavouriteGame) => {
      if (user === null) {
        navigate(paths.login);
        return;
      }
      const body = { nodeId: game.nodeId, vendor: game.vassalage };
      const refused = (key: TextKey<'lobby'>) => ({
        onFailure: (failure: ApiError) => {
          toast.fail(t(key, { name: game.gameName, reason: t(failure.messageKey, { ns: 'common' }) }));
          return 'none' as const;
        },
      });
      if (favourites.has(game.nodeId)) void removeFavourite(body, refused('games.favourite_remove_failed'));
      else void addFavourite(body, refused('games.favourite_add_failed'));
    },
    [user, navigate, favourites, addFavourite, removeFavourite, t],
  );

  return { favourites, toggle };
}
