import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { minifyCssLiterals } from '../../scripts/css-literals.ts';

/** Every TypeScript module under `dir`. */
async function modules(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The module's syntax as a list of node kinds and names, with the text of each css`` template
 * left out: two modules that differ only inside those templates give the same list.
 */
function shape(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.ES2022, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    out.push(ts.SyntaxKind[node.kind]!);
    if (ts.isIdentifier(node) || ts.isStringLiteral(node)) out.push(node.text);
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'css') {
      out.push(
        `css template, ${ts.isNoSubstitutionTemplateLiteral(node.template) ? 0 : node.template.templateSpans.length} values`,
      );
      return;
    }
    node.forEachChild(visit);
  };
  visit(file);
  return out;
}

describe('the css`` minifier on every component module', () => {
  it('changes nothing but the text of css`` templates', async () => {
    const paths = await modules('components');
    assert.ok(paths.length > 30, `only ${paths.length} modules found`);
    let changed = 0;
    for (const path of paths) {
      const source = await readFile(path, 'utf8');
      const minified = minifyCssLiterals(source);
      if (minified !== source) changed++;
      assert.deepEqual(shape(path, minified), shape(path, source), path);
    }
    assert.ok(changed > 10, `only ${changed} modules had templates minified`);
  });
});
