/**
 * What the recorded fields of the audit trail hold, where the column's name alone does not say it in
 * a way a reader can use (docs/decisions/0046). The server names the people these fields point to;
 * the dashboard formats each value by its kind.
 */

/** Columns holding an account's id: the trail shows the person's name, not the number. */
export const PERSON_FIELDS = [
  'refunded_by',
  'paid_by',
  'responder_id',
  'updated_by',
  'created_by',
  'changed_by',
  'user_id',
  'teacher_id',
  'parent_id',
] as const;

/** Tables whose row id (the entry's entity id) is an account's. */
export const PERSON_ENTITIES = ['users', 'user_roles', 'teacher_subjects'] as const;

/** Columns holding an amount of the centre's money. */
export const MONEY_FIELDS = [
  'amount',
  'refunded_amount',
  'refund_told_amount',
  'default_value',
  'target_amount',
  'current_amount',
  'price',
  'price_per_gram',
  'gold_price_per_gram',
  'silver_price_per_gram',
  'price_adult_no_transport',
  'price_adult_with_transport',
  'price_child_above_3_no_transport',
  'price_child_above_3_with_transport',
  'price_child_below_3_no_transport',
  'price_child_below_3_with_transport',
] as const;

export function isPersonField(field: string): boolean {
  return (PERSON_FIELDS as readonly string[]).includes(field);
}

export function isPersonEntity(entity: string): boolean {
  return (PERSON_ENTITIES as readonly string[]).includes(entity);
}

export function isMoneyField(field: string): boolean {
  return (MONEY_FIELDS as readonly string[]).includes(field);
}

/**
 * The account ids an action's recorded rows name: the person fields' values and, for an account's
 * own rows, the row's id. Ids only (whole numbers); anything else is skipped.
 */
export function personIdsOf(
  rows: ReadonlyArray<{
    entity: string;
    entity_id: string | null;
    changes: Record<string, [unknown, unknown]>;
  }>,
): number[] {
  const ids = new Set<number>();
  const add = (value: unknown) => {
    const id = typeof value === 'string' ? Number(value) : value;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) ids.add(id);
  };
  for (const row of rows) {
    if (isPersonEntity(row.entity)) add(row.entity_id);
    for (const [field, [before, after]] of Object.entries(row.changes)) {
      if (!isPersonField(field)) continue;
      add(before);
      add(after);
    }
  }
  return [...ids].sort((a, b) => a - b);
}
