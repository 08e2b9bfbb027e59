import { resolve } from 'node:path';
import type { ImportSummary } from '@rabbithole/api-contract';
import { importCatalog } from '../catalog/import-catalog.ts';
import { readImportFile } from '../catalog/read-import-file.ts';
import type { Config } from '../config.ts';
import { databaseOptionsOf, openDatabase } from '../db/database.ts';

/** The summary as the CLI prints it: one line per entity, then the recordings copied. */
export function summaryLines(summary: ImportSummary): string[] {
  const entities = ['artists', 'labels', 'tracks', 'sets'] as const;
  return [
    ...entities.map((entity) => {
      const { created, updated, unchanged } = summary[entity];
      return `  ${entity.padEnd(8)} ${created} created, ${updated} updated, ${unchanged} unchanged`;
    }),
    `  audio    ${summary.audio_files} recording${summary.audio_files === 1 ? '' : 's'} copied`,
  ];
}

/**
 * `npm run cli -- import <file.json>`: the whole file is checked first (every problem printed
 * with its JSON path, exit 1, nothing written); then one transaction writes it. Exit 0.
 */
export async function importFile(config: Config, file: string): Promise<number> {
  // `npm run cli` runs in apps/api; a relative path means the folder the operator typed it in.
  const read = await readImportFile(resolve(process.env.INIT_CWD ?? process.cwd(), file));
  if (!read.ok) {
    const problems = Object.entries(read.problems).flatMap(([path, messages]) =>
      messages.map((message) => `  ${path}: ${message}`),
    );
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    console.error(`${file}: ${count}; nothing was imported.\n${problems.join('\n')}`);
    return 1;
  }
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    const summary = await importCatalog(database.db, read.document, {
      mediaDir: config.mediaDir,
      audioFiles: read.audioFiles,
    });
    console.log(`Imported ${file}:\n${summaryLines(summary).join('\n')}`);
    return 0;
  } finally {
    await database.close();
  }
}
