import { readFile, stat } from 'node:fs/promises';
import {
  IMPORT_LIMITS,
  ImportDocumentSchema,
  importPathOf,
  importProblemsOf,
  type ImportDocument,
} from '@rabbithole/api-contract';
import { checkAudioFile } from './audio-file.ts';

export type ImportFile =
  | { ok: true; document: ImportDocument; audioFiles: Map<string, string> }
  /** Every problem of the file, by JSON path (`sets[3].tracks[2].track`; `_` for the whole). */
  | { ok: false; problems: Record<string, string[]> };

const refused = (problem: string): ImportFile => ({ ok: false, problems: { _: [problem] } });

/**
 * Reads and checks an import file as the CLI takes it: size, JSON, the document schema (shape
 * and references) and every `audio_file` it names, all before anything is written, so one run
 * lists every problem of the file.
 */
export async function readImportFile(file: string): Promise<ImportFile> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) return refused(`${file} is not a file.`);
    size = info.size;
  } catch {
    return refused(`No file at ${file}.`);
  }
  if (size > IMPORT_LIMITS.bodyBytes) {
    return refused(`Import files are at most ${IMPORT_LIMITS.bodyBytes / 1024 / 1024} MB.`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return refused(`Not valid JSON: ${(error as Error).message}`);
  }
  const parsed = ImportDocumentSchema.safeParse(raw);
  const problems = parsed.success ? {} : importProblemsOf(parsed.error.issues);

  // Recordings are checked even when the rest has problems: the answer lists every one.
  const audioFiles = new Map<string, string>();
  const sets: unknown = (raw as { sets?: unknown } | null)?.sets;
  for (const [index, set] of (Array.isArray(sets) ? sets : []).entries()) {
    const { key, audio_file: audioFile } = (set ?? {}) as { key?: unknown; audio_file?: unknown };
    const path = importPathOf(['sets', index, 'audio_file']);
    if (typeof audioFile !== 'string' || problems[path]) continue;
    const check = await checkAudioFile(file, audioFile);
    if (!check.ok) (problems[path] ??= []).push(check.problem);
    else if (typeof key === 'string') audioFiles.set(key, check.path);
  }
  if (!parsed.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, document: parsed.data, audioFiles };
}
