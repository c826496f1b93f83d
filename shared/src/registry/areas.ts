/** The areas the host can load, by Module Federation name: the one list of them. */
export const AREA_NAMES = ['accounts', 'lobby', 'member', 'agent'] as const;
export type AreaName = (typeof AREA_NAMES)[number];

export function isAreaName(value: unknown): value is AreaName {
  return (AREA_NAMES as readonly unknown[]).includes(value);
}

/** The error for a name that is not an area, listing the areas. */
export function unknownAreaMessage(name: string | undefined): string {
  return `Unknown area "${name ?? ''}". Areas: ${AREA_NAMES.join(', ')}.`;
}
