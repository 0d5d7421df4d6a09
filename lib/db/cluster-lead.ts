import type pg from "pg";
import type { Connection } from "./connection";

/** An arbitrary constant, apart from the migration runner's (4_242_001). */
const LEAD_LOCK_KEY = 4_242_002;

export interface ClusterLead {
  /** Whether this instance holds the lead now (taking it when nobody does). */
  holds(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * One instance of several leads at a time: whoever holds a session-level advisory lock on its own
 * connection (outside the pool). Asked again at each call; when the holder dies, its connection and
 * so its lock go with it, and the next instance to ask takes over. The embedded database belongs to
 * one process, which always leads. Used so cluster-wide metrics are exported once (ADR 047).
 */
export function clusterLead(connection: () => Promise<Connection>): ClusterLead {
  let held: pg.Client | undefined;
  let asking: Promise<boolean> | undefined;
  const drop = (client: pg.Client) => {
    if (held === client) held = undefined;
    void client.end().catch(() => undefined);
  };
  const take = async (): Promise<boolean> => {
    const c = await connection();
    if (c.kind === "pglite") return true;
    if (held) return true;
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: c.pool!.options.connectionString });
    client.on("error", () => drop(client));
    client.on("end", () => {
      if (held === client) held = undefined;
    });
    try {
      await client.connect();
      const [row] = (await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [LEAD_LOCK_KEY]))
        .rows;
      if (!row?.ok) {
        drop(client);
        return false;
      }
      held = client;
      return true;
    } catch (error) {
      drop(client);
      throw error;
    }
  };
  return {
    holds() {
      asking ??= take().finally(() => (asking = undefined));
      return asking;
    },
    async release() {
      if (held) {
        const client = held;
        held = undefined;
        await client.end().catch(() => undefined);
      }
    },
  };
}
