import { entityKind } from 'drizzle-orm';
import { type AnyPgTable, PgText, PgTextBuilder, type PgTextBuilderInitial } from 'drizzle-orm/pg-core';

/*
 * A column that holds a stored file's reference (a re-encoded photo's, or an older upload's name). It
 * is a plain `text` column in the database (no migration), but it says what it holds, so the backup
 * and the upload cleanup find every such column from the schema itself (services/photo-references.ts)
 * instead of a list a new column could be left out of.
 */

// biome-ignore lint/suspicious/noExplicitAny: Drizzle's column config generics, as PgText declares them.
export class PgUploadRef extends PgText<any> {
  static override readonly [entityKind]: string = 'PgUploadRef';
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
class PgUploadRefBuilder extends PgTextBuilder<any> {
  static override readonly [entityKind]: string = 'PgUploadRefBuilder';

  /** Drizzle builds each column of a table from its builder; this one builds the marked kind. */
  build(table: AnyPgTable): PgUploadRef {
    return new PgUploadRef(table, this.config);
  }
}

/** A nullable text column holding a stored file's reference. */
export function uploadRef<TName extends string>(
  name: TName,
): PgTextBuilderInitial<TName, [string, ...string[]]> {
  return new PgUploadRefBuilder(name, {}) as unknown as PgTextBuilderInitial<TName, [string, ...string[]]>;
}
