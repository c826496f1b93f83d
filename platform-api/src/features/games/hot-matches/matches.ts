import { API_BASE, PATHS, type HotMatch } from '@platform/shared/contract';
import { SBO_SPORTSBOOK_NODE } from '../../../db/seed/catalogue';
import type { ContentLanguage } from '../../../http/request-context';
import { pick, seedFromText, seededRandom } from '../random';

export interface Team {
  id: string;
  name: string;
}

interface League {
  id: string;
  name: { en: string; ty: string };
  teams: readonly Team[];
  /** Books that take bets on this league, with the node id of their sportsbook game. */
  books: readonly { vendor: string; nodeId: number }[];
}

const team = (id: string, name: string): Team => ({ id, name });

const SPORTSBOOKS = [
  { vendor: 'SABA', nodeId: 5401 },
  { vendor: 'CMD', nodeId: 5402 },
  { vendor: 'SBO', nodeId: SBO_SPORTSBOOK_NODE },
];

const LEAGUES: readonly League[] = [
  {
    id: 'hoops',
    name: { en: 'Philippine Hoops League', ty: 'Liga ng Basketbol ng Pilipinas' },
    teams: [
      team('manila-carabaos', 'Manila Carabaos'),
      team('cebu-sharks', 'Cebu Sharks'),
      team('davao-eagles', 'Davao Eagles'),
      team('iloilo-tigers', 'Iloilo Tigers'),
      team('bacolod-stallions', 'Bacolod Stallions'),
      team('baguio-pines', 'Baguio Pines'),
      team('pampanga-giants', 'Pampanga Giants'),
      team('quezon-kings', 'Quezon City Kings'),
    ],
    books: SPORTSBOOKS,
  },
  {
    id: 'football',
    name: { en: 'Asia Football Cup', ty: 'Asia Football Cup' },
    teams: [
      team('manila-marlins', 'Manila Marlins FC'),
      team('cebu-united', 'Cebu United'),
      team('davao-falcons', 'Davao Falcons'),
      team('laguna-lakers', 'Laguna Lakers'),
      team('bohol-rays', 'Bohol Rays'),
      team('zambo-wave', 'Zamboanga Wave'),
    ],
    books: SPORTSBOOKS,
  },
  {
    id: 'mlbb',
    name: { en: 'Mobile Legends Pro Series', ty: 'Mobile Legends Pro Series' },
    teams: [
      team('team-bagyo', 'Team Bagyo'),
      team('alon-esports', 'Alon Esports'),
      team('kidlat-gaming', 'Kidlat Gaming'),
      team('apoy-five', 'Apoy Five'),
      team('bituin-squad', 'Bituin Squad'),
      team('hangin-legends', 'Hangin Legends'),
    ],
    books: [{ vendor: 'TF', nodeId: 5501 }],
  },
];

/** Every team, for the team art. */
export const TEAMS: ReadonlyMap<string, Team> = new Map(
  LEAGUES.flatMap((league) => league.teams).map((t) => [t.id, t]),
);

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
/** Kick-off times, in minutes after midnight Manila time. */
const KICK_OFFS = [13 * 60, 15 * 60 + 30, 18 * 60, 19 * 60 + 30, 21 * 60];

const teamImageUrl = (id: string) => `${API_BASE}${PATHS.art('team', id)}`;

/** The Manila calendar date (YYYY-MM-DD) of an instant. */
export const manilaDate = (at: number) => new Date(at + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** A day's matches, the same for the same date every time. */
function matchesOn(date: string, language: ContentLanguage): HotMatch[] {
  const random = seededRandom(seedFromText(`matches:${date}`));
  const midnight = Date.parse(`${date}T00:00:00.000Z`) - MANILA_OFFSET_MS;
  return KICK_OFFS.map((minutes, index) => {
    const league = pick(random, LEAGUES);
    const home = pick(random, league.teams);
    const others = league.teams.filter((t) => t.id !== home.id);
    const away = pick(random, others);
    const book = pick(random, league.books);
    const roomId = `${book.vendor}-${date.replaceAll('-', '')}-${index + 1}`;
    return {
      id: roomId,
      vendor: book.vendor,
      roomId,
      nodeId: book.nodeId,
      matchTime: new Date(midnight + minutes * 60_000).toISOString(),
      league: language === 'EN' ? league.name.en : league.name.ty,
      homeTeam: home.name,
      awayTeam: away.name,
      homeTeamImageUrl: teamImageUrl(home.id),
      awayTeamImageUrl: teamImageUrl(away.id),
    };
  });
}

/** Today's and tomorrow's matches (Asia/Manila), in kick-off order. */
export function hotMatches(now: number, language: ContentLanguage): HotMatch[] {
  return [manilaDate(now), manilaDate(now + DAY_MS)].flatMap((date) => matchesOn(date, language));
}
