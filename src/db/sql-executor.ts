/**
 * The smallest interface the migration runner needs, so the same code drives a
 * real PostgreSQL server (node-postgres) and the embedded one (PGlite).
 */
export interface SqlExecutor {
  /**
   * One parameterised statement. `options.name` makes it a named prepared statement on PostgreSQL: each pooled
   * connection parses and plans it once, then only binds and executes it (the lead path's statements, run hundreds
   * of times a second, spent a third of their database time in parse and bind). A name belongs to one SQL text for
   * the life of the process (node-postgres refuses a second text under the same name); PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Row[]>;
  /** A script of several statements, no parameters. */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /** A prepared statement's name, for a constant SQL text run often. */
  name?: string;
}

interface PgLike {
  query(sql: string | { name: string; text: string; values?: unknown[] }, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PGliteLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
}

export function pgExecutor(client: PgLike): SqlExecutor {
  return {
    async query<Row>(sql: string, params?: unknown[], options?: QueryOptions) {
      const result = options?.name ? await client.query({ name: options.name, text: sql, values: params }) : await client.query(sql, params);
      return result.rows as Row[];
    },
    async exec(sql) {
      await client.query(sql);
    },
  };
}

export function pgliteExecutor(db: PGliteLike): SqlExecutor {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return (await db.query(sql, params)).rows as Row[];
    },
    async exec(sql) {
      await db.exec(sql);
    },
  };
}
