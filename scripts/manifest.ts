import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';

export interface ManifestMember {
  kind: string;
  name: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
  attribute?: string;
  type?: { text: string };
}
export interface ManifestEvent {
  name: string;
  type?: { text: string };
  description?: string;
}
export interface ManifestAttribute {
  name: string;
  fieldName?: string;
}
export interface ManifestDeclaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  members?: ManifestMember[];
  attributes?: ManifestAttribute[];
  events?: ManifestEvent[];
}

/**
 * Takes internal state out of an element's attributes: the analyzer lists every entry of lit's
 * `static properties` as an attribute, `state: true` ones too, which have none. Those fields are
 * private, which is how they are known here.
 */
export function dropStateAttributes(manifest: Manifest): void {
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    const state = new Set(
      (declaration.members ?? [])
        .filter((member) => member.attribute && member.privacy === 'private')
        .map((member) => {
          delete member.attribute;
          return member.name;
        }),
    );
    if (declaration.attributes && state.size > 0) {
      declaration.attributes = declaration.attributes.filter(
        (attribute) => !state.has(attribute.fieldName ?? attribute.name),
      );
    }
  }
}
export interface ManifestModule {
  path: string;
  declarations?: ManifestDeclaration[];
}
export interface Manifest {
  modules: ManifestModule[];
}

export const ANALYZE_ARGS = [
  'analyze',
  '--litelement',
  '--globs',
  'components/**/*.ts',
  '--exclude',
  'components/**/*.styles.ts',
];

/** Runs the analyzer into a temporary folder and returns the manifest text as committed. */
export async function analyzeFresh(): Promise<string> {
  // The analyzer resolves --outdir against the working folder, so the folder is a relative one.
  const outdir = join('node_modules', '.cache', `ss-cem-${process.pid}`);
  mkdirSync(outdir, { recursive: true });
  // The analyzer also points package.json's `customElements` at its output folder: undo that.
  const packageJson = readFileSync('package.json', 'utf8');
  try {
    execFileSync(join('node_modules', '.bin', 'cem'), [...ANALYZE_ARGS, '--outdir', outdir], {
      stdio: 'pipe',
    });
    const manifest = JSON.parse(
      readFileSync(join(outdir, 'custom-elements.json'), 'utf8'),
    ) as Manifest;
    // The analyzer lists modules in the order its file search returns them, which varies.
    manifest.modules.sort((a, b) => a.path.localeCompare(b.path));
    dropStateAttributes(manifest);
    return await format(JSON.stringify(manifest), {
      parser: 'json',
      filepath: 'custom-elements.json',
    });
  } finally {
    writeFileSync('package.json', packageJson);
    rmSync(outdir, { recursive: true, force: true });
  }
}
