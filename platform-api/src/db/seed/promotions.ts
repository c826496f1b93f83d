// Demo promotions: activities in both languages with a spread of statuses for member01, VIP benefits
// per club level, and the mission winner board. Dates are fixed, so every seed is the same.
import type { ActivityCategory, ActivityKind } from '@platform/shared/contract';
import type { PromotionRules } from '../../features/promotions/rules';
import type { Db } from '../connection';
import type { Bilingual } from './announcements';

interface SeedActivity {
  id: number;
  merchantCode: string;
  category: ActivityCategory;
  kind: ActivityKind;
  title: Bilingual;
  summary: Bilingual;
  rules: Bilingual;
  bonusCents: number;
  /** Who may take part and what they need first: the server enforces these. */
  ruleSet: PromotionRules;
  startsAt: string;
  endsAt: string;
}

// Everybody but trial accounts (members, agents and players); money only after a real deposit, so
// accounts opened just to collect bonuses get nothing without paying in first.
const PLAYERS = [0, 1, 40];
const MEMBERS_ONLY = [0, 40];
const FIRST_DEPOSIT = 10_000;

const OPEN = { startsAt: '2025-01-01T00:00:00+08:00', endsAt: '2099-12-31T23:59:59+08:00' };
const ENDED = { startsAt: '2025-01-01T00:00:00+08:00', endsAt: '2025-03-31T23:59:59+08:00' };
const LATER = { startsAt: '2099-01-01T00:00:00+08:00', endsAt: '2099-12-31T23:59:59+08:00' };

const rules = (ty: string[], en: string[]): Bilingual => ({
  ty: `<ol>${ty.map((line) => `<li>${line}</li>`).join('')}</ol>`,
  en: `<ol>${en.map((line) => `<li>${line}</li>`).join('')}</ol>`,
});

export const SEED_ACTIVITIES: readonly SeedActivity[] = [
  {
    id: 1,
    merchantCode: 'M001',
    category: 'deposit',
    kind: 'apply',
    title: { ty: '100% bonus sa unang deposit', en: '100% first deposit bonus' },
    summary: {
      ty: 'Doblehin ang unang deposit mo, hanggang ₱500.',
      en: 'Double your first deposit, up to ₱500.',
    },
    rules: rules(
      [
        'Para lang sa mga bagong miyembro na nakapag-deposit na ng <strong>₱100</strong> o higit pa.',
        'Mag-apply dito at i-attach ang screenshot ng resibo ng deposit mo.',
        'Susuriin ang application sa loob ng 24 oras; papasok ang bonus sa Mga Reward.',
        'Kailangang i-turnover nang 10 beses ang bonus bago ma-withdraw.',
      ],
      [
        'For new members who have deposited <strong>₱100</strong> or more.',
        'Apply here and attach a screenshot of your deposit receipt.',
        'Applications are reviewed within 24 hours; the bonus lands in the Reward centre.',
        'The bonus must be turned over 10 times before it can be withdrawn.',
      ],
    ),
    bonusCents: 50_000,
    ruleSet: { memberTypes: MEMBERS_ONLY, minDepositCents: FIRST_DEPOSIT, minImages: 1 },
    ...OPEN,
  },
  {
    id: 2,
    merchantCode: 'M001',
    category: 'casino',
    kind: 'claim',
    title: { ty: 'Lingguhang cashback sa slots', en: 'Weekly slots cashback' },
    summary: { ty: 'Kunin ang ₱88 na cashback ngayong linggo.', en: 'Claim ₱88 of cashback this week.' },
    rules: rules(
      [
        'Isang claim bawat miyembro kada linggo (Lunes hanggang Linggo).',
        'Kailangan ng taya na ₱200 o higit pa sa slots sa huling 7 araw, at deposit na ₱100 o higit pa.',
        'Hindi kasali ang mga trial account.',
        'Papasok agad sa wallet ang cashback; makikita rin ito sa Mga Reward.',
      ],
      [
        'One claim per member each week (Monday to Sunday).',
        'You need ₱200 or more in slots bets over the last 7 days, and deposits of ₱100 or more.',
        'Trial accounts cannot take part.',
        'The cashback goes straight to your wallet and shows in the Reward centre.',
      ],
    ),
    bonusCents: 8_800,
    ruleSet: {
      memberTypes: PLAYERS,
      minDepositCents: FIRST_DEPOSIT,
      minTurnoverCents: 20_000,
      turnoverDays: 7,
      turnoverGameTypes: ['RNG'],
      period: 'week',
    },
    ...OPEN,
  },
  {
    id: 3,
    merchantCode: 'M001',
    category: 'sports',
    kind: 'join',
    title: { ty: 'Parlay challenge tuwing weekend', en: 'Weekend parlay challenge' },
    summary: {
      ty: 'Sumali at tumaya sa parlay na may 3 laro o higit pa tuwing weekend.',
      en: 'Join and bet parlays of 3 games or more every weekend.',
    },
    rules: rules(
      ['Sumali muna bago tumaya.', 'Ang mga panalong parlay ay may dagdag na 5%.'],
      ['Join before you bet.', 'Winning parlays pay 5% more.'],
    ),
    bonusCents: 0,
    ruleSet: { memberTypes: PLAYERS },
    ...OPEN,
  },
  {
    id: 4,
    merchantCode: 'M001',
    category: 'mission',
    kind: 'mission',
    title: { ty: 'Misyon: 100 spins', en: 'Mission: 100 spins' },
    summary: {
      ty: 'Tapusin ang 100 spins sa anumang slot at manalo ng hanggang ₱1,000.',
      en: 'Finish 100 spins on any slot and win up to ₱1,000.',
    },
    rules: rules(
      ['Sumali sa misyon, saka mag-spin.', 'Makikita ang mga nanalo sa Leaderboard.'],
      ['Join the mission, then spin.', 'Winners appear on the leaderboard.'],
    ),
    bonusCents: 100_000,
    ruleSet: { memberTypes: PLAYERS },
    ...OPEN,
  },
  {
    id: 5,
    merchantCode: 'M001',
    category: 'vip',
    kind: 'apply',
    title: { ty: 'Birthday bonus para sa VIP', en: 'VIP birthday bonus' },
    summary: {
      ty: 'Mga VIP na miyembro: mag-apply para sa ₱888 sa buwan ng kaarawan mo.',
      en: 'VIP members: apply for ₱888 in your birthday month.',
    },
    rules: rules(
      ['Para sa VIP Silver pataas.', 'I-attach ang larawan ng valid ID na may petsa ng kapanganakan.'],
      ['For VIP Silver and above.', 'Attach a photo of a valid ID showing your birthday.'],
    ),
    bonusCents: 88_800,
    ruleSet: { memberTypes: PLAYERS, minVipLevel: 2, minImages: 1 },
    ...OPEN,
  },
  {
    id: 6,
    merchantCode: 'M001',
    category: 'daily',
    kind: 'claim',
    title: { ty: 'Araw-araw na check-in', en: 'Daily check-in' },
    summary: { ty: 'Mag-check in at kunin ang ₱10.', en: 'Check in and claim ₱10.' },
    rules: rules(
      ['Isang claim bawat miyembro kada araw.', 'Para sa mga nakapag-deposit na ng ₱100 o higit pa.'],
      ['One claim per member a day.', 'For members who have deposited ₱100 or more.'],
    ),
    bonusCents: 1_000,
    ruleSet: { memberTypes: PLAYERS, minDepositCents: FIRST_DEPOSIT, period: 'day' },
    ...OPEN,
  },
  {
    id: 7,
    merchantCode: 'M001',
    category: 'sports',
    kind: 'apply',
    title: { ty: 'Hula sa finals', en: 'Finals prediction' },
    summary: { ty: 'Tapos na ang promo na ito.', en: 'This promotion has ended.' },
    rules: rules(['Natapos noong Marso 31, 2025.'], ['Ended on 31 March 2025.']),
    bonusCents: 20_000,
    ruleSet: { memberTypes: PLAYERS, minImages: 1 },
    ...ENDED,
  },
  {
    id: 8,
    merchantCode: 'M001',
    category: 'casino',
    kind: 'join',
    title: { ty: 'Anibersaryo ng live casino', en: 'Live casino anniversary' },
    summary: { ty: 'Abangan: mga premyo sa bawat live table.', en: 'Coming up: prizes on every live table.' },
    rules: rules(['Ilalabas ang detalye bago magsimula.'], ['Details follow before it starts.']),
    bonusCents: 0,
    ruleSet: { memberTypes: PLAYERS },
    ...LATER,
  },
  {
    id: 21,
    merchantCode: 'M002',
    category: 'deposit',
    kind: 'apply',
    title: { ty: 'Welcome bonus ng Reef', en: 'Reef welcome bonus' },
    summary: { ty: '50% sa unang deposit, hanggang ₱300.', en: '50% on your first deposit, up to ₱300.' },
    rules: rules(
      ['Para sa mga miyembrong nakapag-deposit na ng ₱100 o higit pa.', 'I-attach ang resibo ng deposit.'],
      ['For members who have deposited ₱100 or more.', 'Attach your deposit receipt.'],
    ),
    bonusCents: 30_000,
    ruleSet: { memberTypes: MEMBERS_ONLY, minDepositCents: FIRST_DEPOSIT, minImages: 1 },
    ...OPEN,
  },
  {
    id: 22,
    merchantCode: 'M002',
    category: 'daily',
    kind: 'claim',
    title: { ty: 'Araw-araw na check-in', en: 'Daily check-in' },
    summary: { ty: 'Kunin ang ₱5 araw-araw.', en: 'Claim ₱5 a day.' },
    rules: rules(
      ['Isang claim bawat miyembro kada araw.', 'Para sa mga nakapag-deposit na ng ₱100 o higit pa.'],
      ['One claim per member a day.', 'For members who have deposited ₱100 or more.'],
    ),
    bonusCents: 500,
    ruleSet: { memberTypes: PLAYERS, minDepositCents: FIRST_DEPOSIT, period: 'day' },
    ...OPEN,
  },
];

/** member01's part in the demo activities, so the list shows each kind of status. */
const SEED_ENTRIES = [
  { activityId: 3, memberId: 1001, status: 'joined', comment: '' },
  { activityId: 4, memberId: 1001, status: 'process', comment: '' },
  { activityId: 5, memberId: 1001, status: 'rejected', comment: 'Birthday in May' },
] as const;
const ENTRY_TIME = Date.parse('2025-04-20T10:00:00+08:00');

/** Per club level: turnover to reach it, upgrade and monthly bonus (centavos), rebate (basis points), withdrawals a day. */
const VIP_TABLE = [
  [0, 8_800, 0, 40, 3],
  [5_000_000, 18_800, 8_800, 60, 5],
  [20_000_000, 58_800, 28_800, 80, 10],
  [80_000_000, 188_800, 88_800, 100, 20],
] as const;

const WINNERS: ReadonlyArray<[string, string, number]> = [
  ['M001', 'ju***01', 45_000],
  ['M001', 'ma***88', 100_000],
  ['M001', 'ro***ez', 12_500],
  ['M001', 'an***ly', 78_000],
  ['M001', 'je***23', 30_000],
  ['M001', 'li***za', 64_000],
  ['M002', 'sa***07', 25_000],
  ['M002', 'pe***ro', 52_000],
];
const MISSION_NAME = { ty: 'Misyon: 100 spins', en: 'Mission: 100 spins' };

/**
 * Each merchant's sign-up bonus, credited at registration (the register banner and popups promise it):
 * its stakes must reach ten times the bonus before the member can withdraw.
 */
export const SEED_SIGNUP_BONUSES = [
  { merchantCode: 'M001', amountCents: 8_800, turnoverMultiple: 10 },
  { merchantCode: 'M002', amountCents: 10_000, turnoverMultiple: 10 },
] as const;
const SIGNUP_TITLE: Bilingual = { ty: 'Bonus sa pagrehistro', en: 'Sign-up bonus' };

export function seedPromotions(db: Db, merchantCodes: readonly string[]): void {
  const activity = db.prepare(`INSERT INTO activities (id, merchant_code, category, kind, title_ty, title_en,
    summary_ty, summary_en, rules_ty, rules_en, bonus_cents, rule_set, starts_at, ends_at, sort_order)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  SEED_ACTIVITIES.forEach((a, index) =>
    activity.run(
      a.id,
      a.merchantCode,
      a.category,
      a.kind,
      a.title.ty,
      a.title.en,
      a.summary.ty,
      a.summary.en,
      a.rules.ty,
      a.rules.en,
      a.bonusCents,
      JSON.stringify(a.ruleSet),
      Date.parse(a.startsAt),
      Date.parse(a.endsAt),
      index,
    ),
  );
  const entry = db.prepare(
    'INSERT INTO activity_entries (activity_id, member_id, status, comment, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const e of SEED_ENTRIES) entry.run(e.activityId, e.memberId, e.status, e.comment, ENTRY_TIME);

  const signup = db.prepare(`INSERT INTO signup_bonuses (merchant_code, amount_cents, turnover_multiple, title_ty,
    title_en) VALUES (?, ?, ?, ?, ?)`);
  for (const b of SEED_SIGNUP_BONUSES) {
    signup.run(b.merchantCode, b.amountCents, b.turnoverMultiple, SIGNUP_TITLE.ty, SIGNUP_TITLE.en);
  }

  const vip = db.prepare(`INSERT INTO vip_benefits (merchant_code, level, turnover_cents, upgrade_bonus_cents,
    monthly_bonus_cents, rebate_basis_points, daily_withdrawals) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const code of merchantCodes) VIP_TABLE.forEach((row, index) => vip.run(code, index + 1, ...row));

  const winner = db.prepare(
    'INSERT INTO mission_winners (merchant_code, account, mission_ty, mission_en, win_amount_cents) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [code, account, cents] of WINNERS) winner.run(code, account, MISSION_NAME.ty, MISSION_NAME.en, cents);
}
