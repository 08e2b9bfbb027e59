/** The manifest as published: `publishConfig` applied, nothing the workspace alone needs. */
export function publishedManifest(manifest: Record<string, unknown>): Record<string, unknown>;
/** Stages `dist/`, README.md and the published manifest, packs them; returns the tarball path. */
export function packDesignSystem(destination?: string): string;
