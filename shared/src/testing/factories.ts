import type { Announcement, GameItem, LoginValue, MemberInfo, StartupValue, WalletSummary } from '../contract';

export const memberInfoFactory = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 1,
  nickname: 'Juan',
  account: 'member01',
  type: 0,
  regDate: '2025-01-15T08:00:00.000Z',
  toUpline: false,
  ...overrides,
});

export const loginValueFactory = (overrides: Partial<LoginValue> = {}): LoginValue => ({
  token: 'token-1',
  userName: 'member01',
  customerType: 0,
  firstTimeLogin: false,
  ...overrides,
});

export const walletFactory = (overrides: Partial<WalletSummary> = {}): WalletSummary => ({
  sumBalance: 1520.75,
  currencySymbol: '₱',
  ...overrides,
});

export const announcementFactory = (overrides: Partial<Announcement> = {}): Announcement => ({
  id: 1,
  type: 'H',
  title: 'Welcome',
  content: '<p>Hello</p>',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const startupFactory = (overrides: Partial<StartupValue> = {}): StartupValue => ({
  merchantCode: 'M001',
  maintenance: false,
  regionRestriction: false,
  location: { ip: '127.0.0.1', country: 'PH' },
  mobileTemplate: { mem_cen: '1', dep_func: '1' },
  whitelabel: { USERNAMEREG3: true, DIRECTREG3: true },
  customerService: { url: 'https://chat.example.invalid/' },
  social: {},
  sessionRenewSeconds: 300,
  resources: [],
  ...overrides,
});

export const gameFactory = (overrides: Partial<GameItem> = {}): GameItem => {
  const nodeId = overrides.nodeId ?? 1;
  return {
    nodeId,
    gameId: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    gameType: 'RNG',
    vassalage: 'PG',
    vendorName: 'PG Soft',
    iconUrl: `/api/art/game/${nodeId}.svg`,
    mobileLargeIcon: `/api/art/game/${nodeId}.svg`,
    mobileSmallIcon: `/api/art/game/${nodeId}.svg`,
    gameClassify: [{ key: 'SLOT', name: 'Slot' }],
    minBet: 0.1,
    supportPlay: true,
    hot: false,
    isNew: false,
    ...overrides,
  };
};

/** `count` games with node ids from `first`. */
export const gamesFactory = (count: number, first = 1, overrides: Partial<GameItem> = {}): GameItem[] =>
  Array.from({ length: count }, (_, index) => gameFactory({ ...overrides, nodeId: first + index }));
