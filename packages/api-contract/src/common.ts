import { z } from 'zod/mini';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './paging.ts';

// Classic zod installs its English messages when it builds its first schema; zod/mini never does,
// so without this a browser (which loads only mini) would answer "Invalid input" where the server
// says "Too small: expected string to have >=1 characters". Here rather than in a module of its
// own: the package is `sideEffects: false`, and this module is one every consumer loads.
if (!z.config().localeError) z.config(z.locales.en());

export { MAX_PAGE_SIZE, PAGE_SIZE } from './paging.ts';
/** Search text longer than this is a mistake or an attack, never a real query. */
export const MAX_SEARCH_LENGTH = 200;

export const IdSchema = z.int().check(z.positive());
export type Id = z.infer<typeof IdSchema>;
/** Ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/**
 * `{id}` of a path: digits only, then a positive integer within the database's range. Not
 * `z.coerce`: Number() forgives whitespace, so `/sets/1%0A` would name set 1. The input side
 * (what /api/openapi.json documents) says as much as JSON Schema can: no sign, no leading zero,
 * at most MAX_ID; only the 10-digit ones past it are left to the number check.
 */
export const IdParamsSchema = z.object({
  id: z.pipe(
    z.union([
      z.int().check(z.positive(), z.lte(MAX_ID)),
      z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Must be a positive whole number.')),
    ]),
    z.coerce.number<string | number>().check(z.int(), z.positive(), z.lte(MAX_ID)),
  ),
});

/**
 * Query text without control characters: PostgreSQL cannot even hold a NUL in text, and no
 * name or title holds the others.
 */
export const QueryTextSchema = z.string().check(
  z.maxLength(MAX_SEARCH_LENGTH, `Must be at most ${MAX_SEARCH_LENGTH} characters.`),
  z.refine((value) => !/\p{Cc}/u.test(value), 'Must not contain control characters.'),
);

/** A calendar date, `YYYY-MM-DD`; the client formats it en-US. */
export const DateSchema = z.iso.date();

export const PaginationSchema = z.object({
  offset: z.int().check(z.nonnegative()),
  count: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function pageOf<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ data: z.array(item), pagination: PaginationSchema });
}
export interface Page<Item> {
  data: Item[];
  pagination: Pagination;
}

/** design.md section 3: every non-validation error answers in this shape. */
export const ErrorBodySchema = z.object({
  code: z.int(),
  message: z.string(),
  description: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * 422 bodies are keyed by where the bad value came from (`json`, `query`, `params`), then by
 * field; the client shows `errors.json` next to form fields.
 */
export const ValidationErrorBodySchema = z.object({
  code: z.literal(422),
  message: z.string(),
  errors: z.partialRecord(
    z.enum(['json', 'query', 'params', 'headers']),
    z.record(z.string(), z.array(z.string())),
  ),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBodySchema>;
export type ValidationLocation = keyof ValidationErrorBody['errors'];

/** The one 422 body: the server answers it and the mocks imitate it, word for word. */
export function validationErrorBody(
  location: ValidationLocation,
  fields: Record<string, string[]>,
): ValidationErrorBody {
  return {
    code: 422,
    message: 'Some values in the request are not valid.',
    errors: { [location]: fields },
  };
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const SortDirectionSchema = z.enum(SORT_DIRECTIONS);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

const offsetParam = z._default(
  z.coerce.number().check(z.int(), z.nonnegative(), z.lte(1_000_000)),
  0,
);
const limitParam = z._default(
  z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_PAGE_SIZE)),
  PAGE_SIZE,
);

/** A list that only pages (posts, featured): offset and limit, page size 20. */
export const PageQuerySchema = z.object({ offset: offsetParam, limit: limitParam });
export type PageQuery = z.infer<typeof PageQuerySchema>;
const searchParam = z.pipe(
  z.optional(QueryTextSchema),
  z.transform((value: string | undefined) => value?.trim() || undefined),
);

/** How a sort column compares, and so what an `after` cursor for it must look like. */
export const CURSOR_KINDS = ['text', 'date', 'integer', 'datetime'] as const;
export type CursorKind = (typeof CURSOR_KINDS)[number];

const cursorChecks: Record<CursorKind, { schema: z.ZodMiniType; why: string }> = {
  text: { schema: z.string(), why: 'Must be text.' },
  date: { schema: DateSchema, why: 'Must be a date (YYYY-MM-DD)' },
  integer: {
    schema: z.string().check(z.regex(/^(0|[1-9]\d{0,9})$/)),
    why: 'Must be a whole number',
  },
  datetime: { schema: z.iso.datetime({ offset: true }), why: 'Must be an ISO date and time' },
};

/**
 * The query every catalog list accepts (spec.md section 7). `order_by` takes the bare field or
 * the `<table>.<field>` form the search screen sends; both mean the same sort. Refine it with
 * cursorMatchesSort so `after` has its sort column's type.
 */
export function listQueryOf<const Field extends string>(
  table: string,
  fields: readonly [Field, ...Field[]],
  defaults: { order_by: NoInfer<Field>; order_direction: SortDirection },
) {
  const prefix = `${table}.`;
  return z.object({
    offset: offsetParam,
    limit: limitParam,
    // What classic zod's z.preprocess builds: a transform piped into the schema.
    order_by: z._default(
      z.pipe(
        z.transform((value: unknown) =>
          typeof value === 'string' && value.startsWith(prefix)
            ? value.slice(prefix.length)
            : value,
        ),
        z.enum(fields),
      ),
      defaults.order_by,
    ),
    order_direction: z._default(SortDirectionSchema, defaults.order_direction),
    search: searchParam,
    /** Keyset cursor: the sort value of the last loaded item (search load-more). */
    after: z.optional(QueryTextSchema),
    /**
     * The id of the item `after` came from, so a page after a value that several items share
     * (tracks called "ID", counts that tie) skips none of them: the list's order breaks ties by id.
     */
    after_id: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ID))),
  });
}

/**
 * The cross-field rule of a list query: `after` is compared with the sort column, so it must have
 * that column's type, and `after_id` only means something beside the `after` value it breaks ties
 * of. It lives in the contract so the server and the mocks refuse the same cursors. Apply with
 * `.check(z.superRefine(...))` after any `z.extend(...)` (zod refuses to extend a refined object).
 */
export function cursorMatchesSort<const Field extends string>(
  cursorKinds: Partial<Record<Field, CursorKind>>,
) {
  return (
    query: { order_by: Field; after?: string | undefined; after_id?: number | undefined },
    context: z.core.$RefinementCtx,
  ) => {
    if (query.after === undefined) {
      if (query.after_id !== undefined) {
        context.addIssue({ code: 'custom', path: ['after_id'], message: 'Send it with after.' });
      }
      return;
    }
    const kind = cursorKinds[query.order_by] ?? 'text';
    const check = cursorChecks[kind];
    if (!check.schema.safeParse(query.after).success) {
      context.addIssue({
        code: 'custom',
        path: ['after'],
        message: `${check.why} when sorting by ${query.order_by}.`,
      });
    }
  };
}
