/** The `id` of an opened item from the query: a positive whole number, else null (the list shows). */
export function idParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}
