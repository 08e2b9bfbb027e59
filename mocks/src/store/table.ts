/** Every stored row has a numeric id, as every entity of the API does. */
export interface Row {
  id: number;
}

/**
 * One table of the mock database: rows of one kind, seeded from fixtures, read and written by
 * the handlers. Writes parse with the table's schema, so a stored row always has the shape the
 * contract promises and a handler can answer it as is.
 */
export interface Table<Item extends Row> {
  /** Every row, in insertion order; a snapshot, safe to sort or filter. */
  all(): Item[];
  get(id: number): Item | undefined;
  /** Adds a row; without an id it gets the next free one. */
  insert(row: Omit<Item, 'id'> & { id?: number }): Item;
  /** Replaces the fields of `patch` in row `id`; undefined when there is no such row. */
  update(id: number, patch: Partial<Omit<Item, 'id'>>): Item | undefined;
  /** Whether a row was removed. */
  remove(id: number): boolean;
  /** Back to a fresh copy of the seed (or of `rows`), as every story and test starts. */
  reset(rows?: readonly Item[]): void;
}

export interface TableDefinition<Item extends Row> {
  /** Checks every row written: the contract's entity schema where there is one. */
  schema: { parse(value: unknown): Item };
  /** The rows a reset restores. Deterministic: the same rows on every call. */
  seed: () => readonly Item[];
}

const everyTable = new Set<Table<Row>>();

/** Resets every table ever defined: the shared database and the tables of handler variants. */
export function resetEveryTable(): void {
  for (const table of everyTable) table.reset();
}

export function defineTable<Item extends Row>({
  schema,
  seed,
}: TableDefinition<Item>): Table<Item> {
  let rows = new Map<number, Item>();
  const parse = (row: unknown): Item => schema.parse(row);

  const table: Table<Item> = {
    all: () => [...rows.values()],
    get: (id) => rows.get(id),
    insert(row) {
      const id = row.id ?? Math.max(0, ...rows.keys()) + 1;
      if (rows.has(id)) throw new Error(`A row with id ${String(id)} exists already.`);
      const stored = parse({ ...row, id });
      rows.set(id, stored);
      return stored;
    },
    update(id, patch) {
      const current = rows.get(id);
      if (!current) return undefined;
      const stored = parse({ ...current, ...patch, id });
      rows.set(id, stored);
      return stored;
    },
    remove: (id) => rows.delete(id),
    reset(fresh = seed()) {
      // A deep copy: writes must never reach the fixtures, which other stories share.
      rows = new Map(structuredClone(fresh).map((row) => [row.id, parse(row)]));
    },
  };
  table.reset();
  everyTable.add(table);
  return table;
}
