/**
 * The smallest interface the migration runner needs, so the same code drives a
 * real PostgreSQL server (node-postgres) and the embedded one (PGlite).
 */
export interface SqlExecutor {
  /** One parameterised statement. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** A script of several statements, no parameters. */
  exec(sql: string): Promise<void>;
}

interface PgLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PGliteLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
}

export function pgExecutor(client: PgLike): SqlExecutor {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as Row[];
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
