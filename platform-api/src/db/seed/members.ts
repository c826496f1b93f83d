export interface SeedMember {
  id: number;
  merchantCode: string;
  account: string;
  password: string;
  nickname: string;
  type: number;
  regDate: string;
  disabled?: boolean;
  uplineId?: number;
  mobileNum?: string;
  email?: string;
  balanceCents: number;
}

// Uplines come before their downlines: the insert order follows this list.
export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    id: 1002,
    merchantCode: 'M001',
    account: 'agent01',
    password: 'agent123',
    nickname: 'Ate Liza',
    type: 1,
    regDate: '2024-06-03T01:30:00.000Z',
    mobileNum: '09181234567',
    balanceCents: 2_548_000,
  },
  {
    id: 1001,
    merchantCode: 'M001',
    account: 'member01',
    password: 'member123',
    nickname: 'Juan',
    type: 0,
    regDate: '2025-01-15T02:00:00.000Z',
    uplineId: 1002,
    mobileNum: '09171234567',
    email: 'juan@example.invalid',
    balanceCents: 152_075,
  },
  {
    id: 1003,
    merchantCode: 'M001',
    account: 'player40',
    password: 'player123',
    nickname: 'Pedro',
    type: 40,
    regDate: '2025-03-02T09:15:00.000Z',
    uplineId: 1002,
    balanceCents: 30_000,
  },
  {
    id: 1004,
    merchantCode: 'M001',
    account: 'disabled01',
    password: 'member123',
    nickname: 'Nonoy',
    type: 0,
    regDate: '2024-11-20T05:00:00.000Z',
    disabled: true,
    balanceCents: 0,
  },
  {
    id: 2002,
    merchantCode: 'M002',
    account: 'agent02',
    password: 'agent123',
    nickname: 'Kuya Ben',
    type: 1,
    regDate: '2024-09-12T04:15:00.000Z',
    balanceCents: 1_204_050,
  },
  {
    id: 2001,
    merchantCode: 'M002',
    account: 'member02',
    password: 'member123',
    nickname: 'Maria',
    type: 0,
    regDate: '2025-02-10T03:45:00.000Z',
    email: 'maria@example.invalid',
    uplineId: 2002,
    balanceCents: 88_050,
  },
];

export const CURRENCY_SYMBOL = '₱';
