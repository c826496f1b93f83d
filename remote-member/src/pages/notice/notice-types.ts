/** Announcement types a notices page may ask for: player news, home news, promotions and agent ones. */
const LISTABLE = ['PL', 'H', 'PR', 'A'] as const;

/** The `types` query as a clean comma list of listable types (in their given order), else the fallback. */
export function noticeTypes(raw: string | null, fallback: string): string {
  const wanted = (raw ?? '')
    .split(',')
    .map((type) => type.trim().toUpperCase())
    .filter(
      (type, index, all): type is (typeof LISTABLE)[number] =>
        (LISTABLE as readonly string[]).includes(type) && all.indexOf(type) === index,
    );
  return wanted.length > 0 ? wanted.join(',') : fallback;
}
