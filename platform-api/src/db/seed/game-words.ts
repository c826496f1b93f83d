// Word lists the catalogue's game names are made from. Tagalog adjectives carry their linker
// (gintong, masuwerteng, ligaw na), so "adjective noun" reads naturally in both languages.
import type { Bilingual } from './announcements';

const same = (word: string): Bilingual => ({ en: word, ty: word });

export const ADJECTIVES: readonly Bilingual[] = [
  { en: 'Golden', ty: 'Gintong' },
  { en: 'Lucky', ty: 'Masuwerteng' },
  { en: 'Wild', ty: 'Ligaw na' },
  { en: 'Royal', ty: 'Maharlikang' },
  { en: 'Mighty', ty: 'Makapangyarihang' },
  { en: 'Sweet', ty: 'Matamis na' },
  { en: 'Magic', ty: 'Mahiwagang' },
  { en: 'Blazing', ty: 'Nagliliyab na' },
  { en: 'Silver', ty: 'Pilak na' },
  { en: 'Sparkling', ty: 'Kumikinang na' },
  { en: 'Hidden', ty: 'Nakatagong' },
  { en: 'Happy', ty: 'Masayang' },
  { en: 'Brave', ty: 'Matapang na' },
  { en: 'Ancient', ty: 'Sinaunang' },
  { en: 'Giant', ty: 'Higanteng' },
  { en: 'Shining', ty: 'Nagniningning na' },
  { en: 'Secret', ty: 'Lihim na' },
  { en: 'Flying', ty: 'Lumilipad na' },
  { en: 'Crystal', ty: 'Kristal na' },
  { en: 'Rich', ty: 'Mayamang' },
  { en: 'Dancing', ty: 'Sumasayaw na' },
  { en: 'Red', ty: 'Pulang' },
  { en: 'Blue', ty: 'Asul na' },
  { en: 'Emerald', ty: 'Esmeraldang' },
  { en: 'Thundering', ty: 'Kumukulog na' },
  { en: 'Jolly', ty: 'Masiglang' },
  { en: 'Clever', ty: 'Matalinong' },
  { en: 'Little', ty: 'Munting' },
];

export const NOUNS: readonly Bilingual[] = [
  { en: 'Carabao', ty: 'Kalabaw' },
  { en: 'Tiger', ty: 'Tigre' },
  same('Dragon'),
  { en: 'Eagle', ty: 'Agila' },
  { en: 'Pearl', ty: 'Perlas' },
  { en: 'Mango', ty: 'Mangga' },
  { en: 'Coconut', ty: 'Niyog' },
  same('Jeepney'),
  same('Phoenix'),
  { en: 'Moon', ty: 'Buwan' },
  { en: 'Sun', ty: 'Araw' },
  { en: 'Star', ty: 'Bituin' },
  { en: 'Volcano', ty: 'Bulkan' },
  { en: 'Island', ty: 'Isla' },
  { en: 'Temple', ty: 'Templo' },
  { en: 'Crown', ty: 'Korona' },
  same('Koi'),
  { en: 'Mermaid', ty: 'Sirena' },
  { en: 'Monkey', ty: 'Unggoy' },
  { en: 'Rooster', ty: 'Tandang' },
  { en: 'Gem', ty: 'Hiyas' },
  { en: 'Lantern', ty: 'Parol' },
  same('Sampaguita'),
  { en: 'Warrior', ty: 'Mandirigma' },
  { en: 'Princess', ty: 'Prinsesa' },
  { en: 'King', ty: 'Hari' },
  { en: 'Queen', ty: 'Reyna' },
  { en: 'Ship', ty: 'Barko' },
  { en: 'Fisherman', ty: 'Mangingisda' },
  { en: 'Bamboo', ty: 'Kawayan' },
  { en: 'Rainbow', ty: 'Bahaghari' },
  { en: 'Horse', ty: 'Kabayo' },
  { en: 'Lion', ty: 'Leon' },
  { en: 'Turtle', ty: 'Pagong' },
  { en: 'Butterfly', ty: 'Paruparo' },
  { en: 'Owl', ty: 'Kuwago' },
  { en: 'Orchid', ty: 'Orkidyas' },
  { en: 'Drum', ty: 'Tambol' },
  { en: 'Goddess', ty: 'Diwata' },
  { en: 'Ninja', ty: 'Ninja' },
];

/** "Noun of place" in English is "noun ng place" in Tagalog. */
export const PLACES: readonly Bilingual[] = [
  same('Palawan'),
  same('Boracay'),
  { en: 'Manila', ty: 'Maynila' },
  same('Cebu'),
  same('Bohol'),
  same('Siargao'),
  same('Vigan'),
  same('Baguio'),
  same('Davao'),
  same('Mindoro'),
  same('Batanes'),
  same('Mayon'),
  same('Ilocos'),
  same('Samar'),
  same('Pampanga'),
  same('Iloilo'),
  same('Binondo'),
  same('Intramuros'),
  same('Sulu'),
  same('Tagaytay'),
];

/** "Noun theme" in English is "theme ng noun" in Tagalog (Tiger Legend, Alamat ng Tigre). */
export const THEMES: readonly Bilingual[] = [
  { en: 'Treasure', ty: 'Kayamanan' },
  { en: 'Fortune', ty: 'Kapalaran' },
  { en: 'Legend', ty: 'Alamat' },
  { en: 'Gold', ty: 'Ginto' },
  { en: 'Riches', ty: 'Yaman' },
  { en: 'Festival', ty: 'Pista' },
  { en: 'Quest', ty: 'Paglalakbay' },
  { en: 'Kingdom', ty: 'Kaharian' },
  { en: 'Blessing', ty: 'Biyaya' },
];

/** Brand words Filipino players use as they are in both languages. */
export const SUFFIXES: readonly string[] = [
  'Deluxe',
  'Megaways',
  'Jackpot',
  'Bonanza',
  'Rush',
  'Blitz',
  'Link',
  'Power',
  'Frenzy',
  'Hold & Win',
];

export const SEA_CREATURES: readonly Bilingual[] = [
  { en: 'Shark', ty: 'Pating' },
  { en: 'Whale', ty: 'Balyena' },
  { en: 'Octopus', ty: 'Pugita' },
  { en: 'Crab', ty: 'Alimango' },
  { en: 'Tuna', ty: 'Tulingan' },
  { en: 'Squid', ty: 'Pusit' },
  { en: 'Sea Dragon', ty: 'Dragon ng Dagat' },
  { en: 'Lobster', ty: 'Ulang' },
  { en: 'Manta Ray', ty: 'Pagi' },
  { en: 'Jellyfish', ty: 'Dikya' },
];

export const FISHING_KINDS: readonly { en: (prey: string) => string; ty: (prey: string) => string }[] = [
  { en: (prey) => `${prey} Hunter`, ty: (prey) => `Mangangaso ng ${prey}` },
  { en: (prey) => `${prey} Fishing`, ty: (prey) => `Pangingisda ng ${prey}` },
  { en: (prey) => `${prey} Party`, ty: (prey) => `Party ng ${prey}` },
];

/** Live tables and their vendor class. */
export const TABLE_GAMES: readonly (Bilingual & { classKey: string })[] = [
  { ...same('Baccarat'), classKey: 'BACCARAT' },
  { en: 'Speed Baccarat', ty: 'Mabilis na Baccarat', classKey: 'BACCARAT' },
  { en: 'No Commission Baccarat', ty: 'Baccarat na Walang Komisyon', classKey: 'BACCARAT' },
  { ...same('Dragon Tiger'), classKey: 'DRAGONTIGER' },
  { en: 'Roulette', ty: 'Roleta', classKey: 'ROULETTE' },
  { en: 'Lightning Roulette', ty: 'Roleta ng Kidlat', classKey: 'ROULETTE' },
  { ...same('Sic Bo'), classKey: 'DICE' },
  { ...same('Color Game'), classKey: 'DICE' },
  { ...same('Blackjack'), classKey: 'BLACKJACK' },
];

/** Card and board games played against other players. */
export const PVP_GAMES: readonly (Bilingual & { classKey: string })[] = [
  { ...same('Tongits'), classKey: 'CARD' },
  { ...same('Pusoy'), classKey: 'CARD' },
  { ...same('Pusoy Dos'), classKey: 'CARD' },
  { ...same('Lucky 9'), classKey: 'CARD' },
  { ...same("Texas Hold'em"), classKey: 'POKER' },
  { ...same('Omaha Poker'), classKey: 'POKER' },
  { ...same('Mahjong'), classKey: 'MAHJONG' },
  { en: 'Dice Duel', ty: 'Labanan ng Dais', classKey: 'CARD' },
];

/** English "Table", Tagalog "Mesa". */
export const TABLE_WORD: Bilingual = { en: 'Table', ty: 'Mesa' };
