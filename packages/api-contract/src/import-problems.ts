/**
 * How import problems are reported: by JSON path (`sets[3].tracks[2].track`), in the shape of a
 * 422 body's `errors.json`, the same words from the CLI and the API.
 */

/** `['sets', 3, 'tracks', 2, 'track']` → `sets[3].tracks[2].track`; the root is `_`. */
export function importPathOf(path: readonly PropertyKey[]): string {
  const text = path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
  return text || '_';
}

/** One problem as zod reports it (or as Fastify passes a zod issue on: path and params). */
export interface ImportIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  /** For `unrecognized_keys`: the fields the format does not have. */
  keys?: readonly string[];
}

/** Paths listed at most; a file with more problems than this has one mistake made everywhere. */
export const MAX_IMPORT_PROBLEMS = 1000;

/**
 * Every problem of a document, by JSON path, in the shape of a 422 body's `errors.json`. A field
 * the format does not have is reported at its own path (`labels[0].extra`). Beyond
 * MAX_IMPORT_PROBLEMS paths, `_` says how many more there are.
 */
export function importProblemsOf(issues: readonly ImportIssue[]): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  let dropped = 0;
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = importPathOf(path);
    if (!(key in problems) && Object.keys(problems).length >= MAX_IMPORT_PROBLEMS) dropped += 1;
    else (problems[key] ??= []).push(message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      for (const key of issue.keys) add([...issue.path, key], 'Not a field of the import format.');
    } else add(issue.path, issue.message);
  }
  const more = `…and ${dropped} more problems.`;
  if (dropped > 0) problems._ = '_' in problems ? [...problems._, more] : [more];
  return problems;
}
