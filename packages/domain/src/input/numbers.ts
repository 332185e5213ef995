import * as v from 'valibot';

/** The largest value of a PostgreSQL `integer` (int4), the type of every id of the contract. */
export const INT4_MAX = 2_147_483_647;

export const ID_ISSUE = 'id.invalid';

/** A row id in a JSON body: a whole number the database's id column can hold. */
export const idSchema = v.pipe(
  v.number(ID_ISSUE),
  v.integer(ID_ISSUE),
  v.minValue(1, ID_ISSUE),
  v.maxValue(INT4_MAX, ID_ISSUE),
);

/** A row id in a path (`/admin/users/{id}`): decimal digits only, within the id column's range. */
export const idTextSchema = v.pipe(
  v.string(ID_ISSUE),
  v.regex(/^[0-9]{1,10}$/, ID_ISSUE),
  v.transform(Number),
  v.minValue(1, ID_ISSUE),
  v.maxValue(INT4_MAX, ID_ISSUE),
);

/** `{id}` of a path such as `/prayer-settings/{id}`. */
export const idParamSchema = v.object({ id: idTextSchema });
