import type { MessageCategory } from '@platform/shared/contract';
import type { Bilingual } from './announcements';
import { SEED_MEMBERS, type SeedMember } from './members';
import { SEED_MERCHANTS } from './merchants';

export interface SeedMessage {
  id: number;
  memberId: number;
  category: MessageCategory;
  title: Bilingual;
  content: Bilingual;
  createdAt: string;
  readAt: string | null;
}

interface Template {
  category: MessageCategory;
  /** Days before the last seeded day, and the UTC time of day (Manila is eight hours ahead). */
  daysAgo: number;
  time: string;
  title: Bilingual;
  content: Bilingual;
  /** Only for agents, for members of the VIP club, or for those the weekly cashback is waiting for. */
  only?: 'agent' | 'vip' | 'cashback';
}

const LAST_DAY = Date.UTC(2025, 4, 9);
const DAY_MS = 86_400_000;

const p = (text: string) => `<p>${text}</p>`;
const both = (ty: string, en: string): Bilingual => ({ ty, en });

/** How many of each member's newest messages are still unread. */
const UNREAD: Readonly<Record<string, number>> = { member01: 2, agent01: 3, player40: 2, member02: 4, agent02: 1 };

/** The VIP level each demo member has reached (0: not in the club), and its name in both languages. */
export const SEED_VIP_LEVELS: Readonly<Record<string, number>> = {
  member01: 2,
  agent01: 3,
  member02: 1,
  agent02: 2,
};

export const SEED_CLUB_NAMES: readonly Bilingual[] = [
  both('Bronze', 'Bronze'),
  both('Silver', 'Silver'),
  both('Gold', 'Gold'),
  both('Platinum', 'Platinum'),
];

/**
 * A paid deposit every demo member made: its message, and its order and ledger entry (see deposits.ts).
 * They come before the demo betting history (bets.ts), so its balances stay what they were.
 */
export interface SeedDeposit {
  daysAgo: number;
  time: string;
  amountCents: number;
  channel: 'GCASH' | 'MAYA';
  ref: string;
}

export const SEED_DEPOSITS: readonly SeedDeposit[] = [
  { daysAgo: 58, time: '03:12', amountCents: 50_000, channel: 'GCASH', ref: 'GC-58213' },
  { daysAgo: 52, time: '12:18', amountCents: 100_000, channel: 'MAYA', ref: 'MY-90412' },
  { daysAgo: 49, time: '09:47', amountCents: 200_000, channel: 'GCASH', ref: 'GC-61877' },
  { daysAgo: 47, time: '10:20', amountCents: 100_000, channel: 'MAYA', ref: 'MY-93120' },
];

const CHANNEL_NAMES: Record<SeedDeposit['channel'], string> = { GCASH: 'GCash', MAYA: 'Maya' };
const PESOS = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2 });

const deposit = ({ daysAgo, time, amountCents, channel: code, ref }: SeedDeposit): Template => {
  const amount = `₱${PESOS.format(amountCents / 100)}`;
  const channel = CHANNEL_NAMES[code];
  return {
    category: 'deposit',
    daysAgo,
    time,
    title: both(`Pumasok na ang deposit mo: ${amount}`, `Deposit confirmed: ${amount}`),
    content: both(
      p(
        `Natanggap namin ang deposit mo na <b>${amount}</b> sa pamamagitan ng <b>${channel}</b> (ref. ${ref}). Nasa wallet mo na ito, puwede ka nang maglaro.`,
      ),
      p(
        `We received your deposit of <b>${amount}</b> via <b>${channel}</b> (ref. ${ref}). It is in your wallet and ready to play.`,
      ),
    ),
  };
};

/** When a template dated `daysAgo` days before the last seeded day, at `time` UTC, was sent. */
export function seedMoment(daysAgo: number, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return LAST_DAY - daysAgo * DAY_MS + (hours * 60 + minutes) * 60_000;
}

const TEMPLATES: readonly Template[] = [
  ...SEED_DEPOSITS.map(deposit),
  {
    category: 'security',
    daysAgo: 55,
    time: '13:40',
    title: both('Bagong login mula sa ibang device', 'New sign-in from a new device'),
    content: both(
      p(
        'May nag-log in sa account mo gamit ang <b>Chrome sa Android</b> (Quezon City). Kung hindi ikaw ito, palitan agad ang password mo sa Seguridad.',
      ),
      p(
        'Your account was signed in from <b>Chrome on Android</b> (Quezon City). If this was not you, change your password in the Security centre right away.',
      ),
    ),
  },
  {
    category: 'promo',
    daysAgo: 52,
    time: '01:00',
    title: both('Reload ngayong weekend: 50% bonus', 'Weekend reload: 50% bonus'),
    content: both(
      p(
        'Ngayong Sabado at Linggo lang: mag-deposit ng ₱300 pataas at makakuha ng <b>50% reload bonus</b> hanggang ₱1,500. Kailangan ng 10x turnover bago mag-withdraw.',
      ),
      p(
        'This Saturday and Sunday only: deposit ₱300 or more and get a <b>50% reload bonus</b> of up to ₱1,500. A 10x turnover applies before withdrawal.',
      ),
    ),
  },
  {
    category: 'withdraw',
    daysAgo: 49,
    time: '11:05',
    title: both('Natanggap ang withdrawal request mo', 'Withdrawal request received'),
    content: both(
      p(
        'Pinoproseso na namin ang withdrawal mo na <b>₱800.00</b> papunta sa GCash na nagtatapos sa 4567. Karaniwang natatapos ito sa loob ng 30 minuto.',
      ),
      p(
        'We are processing your withdrawal of <b>₱800.00</b> to the GCash account ending in 4567. It usually completes within 30 minutes.',
      ),
    ),
  },
  {
    category: 'withdraw',
    daysAgo: 49,
    time: '11:31',
    title: both('Naipadala na ang ₱800.00 sa GCash mo', '₱800.00 sent to your GCash'),
    content: both(
      p('Matagumpay na naipadala ang <b>₱800.00</b> sa GCash account mo. Salamat sa paglalaro!'),
      p('<b>₱800.00</b> has been sent to your GCash account. Thank you for playing!'),
    ),
  },
  {
    category: 'maintenance',
    daysAgo: 45,
    time: '09:00',
    title: both('Maintenance ng GCash channel mamayang gabi', 'GCash channel maintenance tonight'),
    content: both(
      p(
        'Pansamantalang hindi magagamit ang deposit at withdrawal sa GCash mula <b>01:00 hanggang 03:00</b>. Puwede kang gumamit ng Maya o bank transfer habang naghihintay.',
      ),
      p(
        'GCash deposits and withdrawals will be unavailable from <b>01:00 to 03:00</b>. You can use Maya or bank transfer in the meantime.',
      ),
    ),
  },
  {
    category: 'promo',
    daysAgo: 41,
    time: '00:30',
    title: both('Naikredito ang lingguhang cashback: ₱126.40', 'Weekly cashback credited: ₱126.40'),
    content: both(
      p('Naidagdag na sa wallet mo ang <b>₱126.40</b> na cashback mula sa mga laro mo noong nakaraang linggo.'),
      p('<b>₱126.40</b> of cashback from last week’s games has been added to your wallet.'),
    ),
  },
  {
    category: 'system',
    daysAgo: 33,
    time: '02:00',
    title: both('Paalala tungkol sa responsableng paglalaro', 'A reminder about responsible gaming'),
    content: both(
      p(
        'Maglaro lamang gamit ang perang kaya mong mawala. Puwede kang magtakda ng deposit limit o mag-self-exclude anumang oras sa pamamagitan ng aming serbisyo sa customer.',
      ),
      p(
        'Only play with money you can afford to lose. You can set a deposit limit or exclude yourself at any time through Customer Service.',
      ),
    ),
  },
  {
    category: 'vip',
    daysAgo: 30,
    time: '04:00',
    title: both('Congrats! Umakyat ang VIP level mo', 'Congratulations! Your VIP level went up'),
    content: both(
      p(
        'Mas mataas na cashback, mas mabilis na withdrawal at buwanang bonus ang naghihintay sa iyo. Tingnan ang lahat ng benepisyo sa Account ko.',
      ),
      p(
        'Higher cashback, faster withdrawals and a monthly bonus are waiting for you. See every benefit under Account.',
      ),
    ),
    only: 'vip',
  },
  {
    category: 'promo',
    daysAgo: 27,
    time: '06:00',
    title: both('Bagong laro: Jeepney Jackpot', 'New game: Jeepney Jackpot'),
    content: both(
      p('Subukan ang bagong slot na <b>Jeepney Jackpot</b> at kumuha ng 20 libreng spin ngayong linggo.'),
      p('Try the new <b>Jeepney Jackpot</b> slot and get 20 free spins this week.'),
    ),
  },
  {
    category: 'maintenance',
    daysAgo: 23,
    time: '08:00',
    title: both('Nakatakdang maintenance sa Linggo, 02:00–04:00', 'Scheduled maintenance on Sunday, 02:00–04:00'),
    content: both(
      p(
        'Ia-upgrade namin ang system sa Linggo mula 02:00 hanggang 04:00. Hindi magagamit ang mga laro at wallet sa oras na ito.',
      ),
      p('We are upgrading our systems on Sunday from 02:00 to 04:00. Games and the wallet will be unavailable then.'),
    ),
  },
  {
    category: 'maintenance',
    daysAgo: 22,
    time: '20:05',
    title: both('Tapos na ang maintenance', 'Maintenance complete'),
    content: both(
      p('Bukas na ulit ang lahat ng laro at ang wallet. Salamat sa paghihintay!'),
      p('All games and the wallet are open again. Thank you for waiting!'),
    ),
  },
  {
    category: 'promo',
    daysAgo: 19,
    time: '00:30',
    title: both('Rebate mo ngayong linggo: ₱75.40', 'Your rebate this week: ₱75.40'),
    content: both(
      p('Naikredito na ang <b>₱75.40</b> na rebate mula sa mga taya mo sa live casino at slots.'),
      p('<b>₱75.40</b> of rebate from your live casino and slot bets has been credited.'),
    ),
  },
  {
    category: 'security',
    daysAgo: 16,
    time: '10:22',
    title: both('Napalitan ang password mo', 'Your password was changed'),
    content: both(
      p(
        'Napalitan ang password ng account mo. Kung hindi ikaw ang gumawa nito, kontakin agad ang aming serbisyo sa customer.',
      ),
      p('The password of your account was changed. If you did not do this, contact Customer Service right away.'),
    ),
  },
  {
    category: 'promo',
    daysAgo: 9,
    time: '04:00',
    title: both('Payday bonus: 30% ngayong kinsenas', 'Payday bonus: 30% this payday'),
    content: both(
      p(
        'Hanggang hatinggabi lang: <b>30% bonus</b> sa deposit na ₱500 pataas, hanggang ₱2,000. Tapos na ang promo na ito.',
      ),
      p('Until midnight only: a <b>30% bonus</b> on deposits of ₱500 or more, up to ₱2,000. This promotion has ended.'),
    ),
  },
  {
    category: 'security',
    daysAgo: 6,
    time: '05:30',
    title: both('I-verify ang iyong ID', 'Verify your ID'),
    content: both(
      p(
        'Para sa mas mataas na withdrawal limit, i-upload ang litrato ng valid ID at selfie na hawak ito. Karaniwang naaaprubahan ito sa loob ng 24 oras.',
      ),
      p(
        'For a higher withdrawal limit, upload a photo of a valid ID and a selfie holding it. Approval usually takes less than 24 hours.',
      ),
    ),
  },
  {
    category: 'promo',
    daysAgo: 3,
    time: '07:00',
    title: both('Sabong Fiesta ngayong Sabado', 'Sabong Fiesta this Saturday'),
    content: both(
      p('Mahigit 60 laban nang live mula 14:00. May libreng ₱88 na taya kasama ang unang taya mo sa sabong.'),
      p('More than 60 live fights from 14:00. Your first cockfight bet comes with a ₱88 free bet.'),
    ),
  },
  {
    category: 'promo',
    daysAgo: 0,
    time: '00:00',
    title: both('Lingguhang cashback', 'Weekly cashback'),
    content: both(
      p('Handa nang kunin ang iyong lingguhang cashback sa Mga Reward.'),
      p('Your weekly cashback is ready to claim in the Reward Centre.'),
    ),
    only: 'cashback',
  },
  {
    category: 'system',
    daysAgo: 40,
    time: '09:20',
    title: both('Bagong miyembro sa iyong team', 'A new member joined your team'),
    content: both(
      p('May bagong miyembrong nagrehistro gamit ang code ng imbitasyon mo. Makikita siya sa Mga miyembro ng team.'),
      p('A new member registered with your invitation code. You can find them under Team members.'),
    ),
    only: 'agent',
  },
  {
    category: 'promo',
    daysAgo: 20,
    time: '01:15',
    title: both('Naikredito ang komisyon mo: ₱3,250.00', 'Commission credited: ₱3,250.00'),
    content: both(
      p('Naikredito na ang komisyon mo para sa nakaraang panahon: <b>₱3,250.00</b>.'),
      p('Your commission for the last period has been credited: <b>₱3,250.00</b>.'),
    ),
    only: 'agent',
  },
  {
    category: 'system',
    daysAgo: 2,
    time: '02:30',
    title: both('Handa na ang lingguhang ulat ng team', 'Your weekly team report is ready'),
    content: both(
      p('Tingnan ang kabuuang taya, deposit at aktibong miyembro ng team mo sa Buod ng team.'),
      p('See your team’s total bets, deposits and active members in the Team overview.'),
    ),
    only: 'agent',
  },
];

type Dated = Pick<Template, 'category' | 'title' | 'content'> & { createdAt: string };

function welcome(member: SeedMember, site: string): Dated {
  return {
    category: 'system',
    createdAt: new Date(Date.parse(member.regDate) + 5 * 60_000).toISOString(),
    title: both(`Maligayang pagdating sa ${site}, ${member.nickname}!`, `Welcome to ${site}, ${member.nickname}!`),
    content: both(
      p(`Salamat sa pagsali! Gawin ang unang deposit mo, saka mag-apply sa Mga promo para sa <b>welcome bonus</b>.`),
      p(`Thanks for joining! Make your first deposit, then apply in Promotions for the <b>welcome bonus</b>.`),
    ),
  };
}

const dated = (template: Template) => new Date(seedMoment(template.daysAgo, template.time)).toISOString();

/**
 * Who the weekly slots cashback waits for in the seed: Lucky Bay's bettors (they deposited and play
 * slots every week), as the reward centre decides from the activity's rules.
 */
export const CASHBACK_ACCOUNTS: readonly string[] = ['member01', 'agent01', 'player40'];

/**
 * Every demo member's inbox: a welcome, then deposits, withdrawals, promotions, maintenance notices and
 * security notes (agents and VIP club members get their own too), oldest first; the newest few unread.
 */
export function seedMessages(): SeedMessage[] {
  return SEED_MEMBERS.filter((member) => !member.disabled).flatMap((member) => {
    const site = SEED_MERCHANTS.find((merchant) => merchant.code === member.merchantCode)?.name ?? '';
    const isAgent = member.type === 1;
    const isVip = (SEED_VIP_LEVELS[member.account] ?? 0) > 0;
    const inbox: Dated[] = [
      welcome(member, site),
      ...TEMPLATES.filter((t) => {
        if (t.only === 'agent') return isAgent;
        if (t.only === 'vip') return isVip;
        if (t.only === 'cashback') return CASHBACK_ACCOUNTS.includes(member.account);
        return true;
      }).map((t) => ({
        ...t,
        createdAt: dated(t),
      })),
    ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const unread = UNREAD[member.account] ?? 0;
    return inbox.map((message, index) => ({
      id: member.id * 100 + index + 1,
      memberId: member.id,
      category: message.category,
      title: message.title,
      content: message.content,
      createdAt: message.createdAt,
      // Read an hour after it came, except the newest few.
      readAt: index >= inbox.length - unread ? null : new Date(Date.parse(message.createdAt) + 3_600_000).toISOString(),
    }));
  });
}
