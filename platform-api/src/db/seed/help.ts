import type { HelpDevice } from '@platform/shared/contract';
import type { Bilingual } from './announcements';

export interface SeedHelpEntry {
  id: number;
  merchantCode: string;
  device: HelpDevice | 'ALL';
  title: Bilingual;
  content: Bilingual;
}

type Topic = Omit<SeedHelpEntry, 'id' | 'merchantCode'>;

const steps = (items: readonly string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const points = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const p = (text: string) => `<p>${text}</p>`;

/** The help centre of a merchant called `site`, in both languages. */
function topics(site: string): Topic[] {
  return [
    {
      device: 'ALL',
      title: { ty: 'Paano mag-deposit gamit ang GCash', en: 'How to deposit with GCash' },
      content: {
        ty:
          p('Karaniwang pumapasok ang deposit sa GCash sa loob ng isang minuto.') +
          steps([
            'Pindutin ang <strong>I-deposit</strong> sa ibaba ng screen.',
            'Piliin ang <strong>GCash</strong> at ilagay ang halaga, mula ₱100 hanggang ₱50,000.',
            'Pindutin ang <strong>Mag-deposit na</strong>; bubukas ang pahina ng bayad ng GCash sa parehong tab.',
            `Tingnan na <strong>${site}</strong> ang merchant at tama ang halaga at reference, saka magbayad.`,
            `Babalik ka sa ${site} sa resulta ng deposit: makikita mo kung bayad na, at tataas agad ang balanse sa itaas.`,
          ]) +
          p('Kung pumalya o kinansela mo ang bayad, walang siningil: gumawa lang ng bagong deposit.') +
          p('<a href="/m/voucherCenter">Mag-deposit na</a>'),
        en:
          p('GCash deposits usually arrive within a minute.') +
          steps([
            'Tap <strong>Deposit</strong> at the bottom of the screen.',
            'Choose <strong>GCash</strong> and enter an amount from ₱100 to ₱50,000.',
            "Tap <strong>Deposit now</strong>; GCash's payment page opens in the same tab.",
            `Check that the merchant is <strong>${site}</strong> and that the amount and reference are right, then pay.`,
            `You come back to ${site} on the deposit result: it shows whether it is paid, and the balance at the top goes up at once.`,
          ]) +
          p('If the payment fails or you cancel it, nothing is charged: just make a new deposit.') +
          p('<a href="/m/voucherCenter">Make a deposit now</a>'),
      },
    },
    {
      device: 'ALL',
      title: { ty: 'Paano mag-deposit gamit ang Maya', en: 'How to deposit with Maya' },
      content: {
        ty:
          steps([
            'Pindutin ang <strong>I-deposit</strong> at piliin ang <strong>Maya</strong>.',
            'Ilagay ang halaga (₱100 hanggang ₱50,000) at pindutin ang <strong>Mag-deposit na</strong>.',
            'Bubukas ang pahina ng bayad ng Maya: tingnan ang merchant, halaga at reference, saka magbayad.',
            'Babalik ka sa resulta ng deposit. Pumapasok ang deposit sa loob ng 1 hanggang 3 minuto.',
          ]) +
          p(
            'Kung lumipas na ang 10 minuto at wala pa rin ang deposit, i-message ang aming serbisyo sa customer kasama ang reference ng order.',
          ),
        en:
          steps([
            'Tap <strong>Deposit</strong> and choose <strong>Maya</strong>.',
            'Enter the amount (₱100 to ₱50,000) and tap <strong>Deposit now</strong>.',
            "Maya's payment page opens: check the merchant, amount and reference, then pay.",
            'You come back to the deposit result. The deposit arrives within 1 to 3 minutes.',
          ]) +
          p(
            "If 10 minutes have passed and the deposit has not arrived, message Customer Service with the order's reference.",
          ),
      },
    },
    {
      device: 'ALL',
      title: { ty: 'Paano mag-withdraw', en: 'How to withdraw' },
      content: {
        ty:
          steps([
            'Pumunta sa <strong>I-withdraw</strong> at piliin ang GCash, Maya o bank account mo.',
            'Ilagay ang halaga (minimum ₱200) at ang password sa pagbabayad mo.',
            'Pindutin ang <strong>Mag-withdraw</strong>.',
          ]) +
          p(
            'Karaniwang natatapos ito sa loob ng 30 minuto. Kailangang matapos muna ang turnover ng anumang bonus bago mag-withdraw, at sa unang withdrawal ay puwede kang hingan ng valid ID.',
          ),
        en:
          steps([
            'Go to <strong>Withdraw</strong> and choose your GCash, Maya or bank account.',
            'Enter the amount (₱200 at least) and your payment password.',
            'Tap <strong>Withdraw</strong>.',
          ]) +
          p(
            'It usually completes within 30 minutes. Any bonus turnover must be met before you withdraw, and a first withdrawal may ask for a valid ID.',
          ),
      },
    },
    {
      device: 'ALL',
      title: { ty: 'Mga bonus at turnover', en: 'Bonuses and turnover' },
      content: {
        ty:
          points([
            '<strong>Welcome bonus</strong>: 100% ng unang deposit mo, hanggang ₱5,000, na may 15x turnover.',
            '<strong>Lingguhang cashback</strong>: bahagi ng talo mo noong nakaraang linggo, tuwing Lunes.',
            '<strong>Rebate</strong>: maliit na porsiyento ng bawat taya, naikikredito linggo-linggo.',
          ]) +
          p(
            'Ang <em>turnover</em> ay ang kabuuang halaga ng taya na kailangan bago ma-withdraw ang bonus at ang panalo nito. Halimbawa, ang ₱1,000 na bonus na may 15x turnover ay nangangailangan ng ₱15,000 na taya.',
          ) +
          p('Kunin ang mga bonus sa <a href="/m/rewardCenter">Mga Reward</a>.'),
        en:
          points([
            '<strong>Welcome bonus</strong>: 100% of your first deposit, up to ₱5,000, with a 15x turnover.',
            '<strong>Weekly cashback</strong>: part of last week’s losses, every Monday.',
            '<strong>Rebate</strong>: a small share of every bet, credited weekly.',
          ]) +
          p(
            '<em>Turnover</em> is the total you must bet before a bonus and its winnings can be withdrawn. For example, a ₱1,000 bonus with a 15x turnover needs ₱15,000 of bets.',
          ) +
          p('Claim bonuses in the <a href="/m/rewardCenter">Reward Centre</a>.'),
      },
    },
    {
      device: 'ALL',
      title: { ty: 'Seguridad ng account', en: 'Account security' },
      content: {
        ty:
          points([
            'Gumamit ng password na hindi mo ginagamit sa ibang site.',
            'Huwag ibigay ang password, OTP o code sa pag-verify kaninuman, kahit sa nagpapakilalang staff namin.',
            'I-link ang mobile number mo para makapag-reset ng password gamit ang SMS.',
            'Mag-sign out kapag hiram na phone ang gamit mo.',
          ]) +
          p(
            'Kapag may kahina-hinalang aktibidad, palitan agad ang password sa <a href="/m/securityCenter">Seguridad</a> at kontakin ang aming serbisyo sa customer.',
          ),
        en:
          points([
            'Use a password you do not use on any other site.',
            'Never give your password, OTP or verification code to anyone, even someone claiming to be our staff.',
            'Link your mobile number so you can reset your password by SMS.',
            'Sign out when you use a borrowed phone.',
          ]) +
          p(
            'If you notice anything suspicious, change your password in the <a href="/m/securityCenter">Security centre</a> and contact Customer Service.',
          ),
      },
    },
    {
      device: 'ALL',
      title: { ty: 'Responsableng paglalaro', en: 'Responsible gaming' },
      content: {
        ty:
          p('Para lamang sa edad 21 pataas. Libangan ang paglalaro, hindi paraan ng pagkakakitaan.') +
          points([
            'Magtakda ng budget bago maglaro at huwag habulin ang talo.',
            'Magpahinga nang madalas; gamitin ang alarm ng phone bilang paalala.',
            'Puwede kang humiling ng deposit limit o self-exclusion (7 araw hanggang 1 taon) sa aming serbisyo sa customer.',
          ]) +
          p('Kung kailangan mo ng makakausap, tumawag sa NCMH Crisis Hotline: <strong>1553</strong> (libre, 24 oras).'),
        en:
          p('For ages 21 and over only. Gaming is entertainment, not a way to earn money.') +
          points([
            'Set a budget before you play and never chase your losses.',
            'Take regular breaks; let your phone’s alarm remind you.',
            'You can ask Customer Service for a deposit limit or self-exclusion (7 days to 1 year).',
          ]) +
          p('If you need someone to talk to, call the NCMH Crisis Hotline: <strong>1553</strong> (free, 24 hours).'),
      },
    },
    {
      device: 'MOBILE',
      title: { ty: 'Pag-verify ng iyong ID', en: 'Verifying your ID' },
      content: {
        ty:
          steps([
            'Pumunta sa <strong>Seguridad</strong> at pindutin ang <strong>I-verify ang ID mo</strong>.',
            'Kunan ng litrato ang harap at likod ng valid ID (UMID, driver’s license, passport o PhilSys ID).',
            'Mag-selfie habang hawak ang ID, nakikita ang mukha at ang ID.',
          ]) + p('Karaniwang nasusuri ito sa loob ng 24 oras. “Sinusuri pa” ang status habang hinihintay.'),
        en:
          steps([
            'Go to the <strong>Security centre</strong> and tap <strong>Verify your ID</strong>.',
            'Take photos of the front and back of a valid ID (UMID, driver’s licence, passport or PhilSys ID).',
            'Take a selfie holding the ID, with your face and the ID in view.',
          ]) + p('Reviews usually take less than 24 hours; the status reads “Under review” meanwhile.'),
      },
    },
    {
      device: 'WEB',
      title: { ty: 'Paggamit ng desktop site', en: 'Using the desktop site' },
      content: {
        ty: p(`Buksan ang ${site} sa browser ng computer mo at mag-log in gamit ang parehong account.`),
        en: p(`Open ${site} in your computer’s browser and log in with the same account.`),
      },
    },
  ];
}

/** Lucky Bay has every topic (one for the desktop site only); Golden Reef the first six. */
export const SEED_HELP: readonly SeedHelpEntry[] = [
  ...topics('Lucky Bay').map((topic, index) => ({ ...topic, id: index + 1, merchantCode: 'M001' })),
  ...topics('Golden Reef')
    .slice(0, 6)
    .map((topic, index) => ({ ...topic, id: index + 101, merchantCode: 'M002' })),
];
