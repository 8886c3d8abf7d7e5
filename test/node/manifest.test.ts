import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { dropStateAttributes, type Manifest } from '../../scripts/manifest.ts';

describe('custom-elements.json', () => {
  it('lists no internal state as an attribute', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;
    const attributes = (tag: string) =>
      manifest.modules
        .flatMap((module) => module.declarations ?? [])
        .find((declaration) => declaration.tagName === tag)!
        .attributes!.map((attribute) => attribute.name);
    assert.deepEqual(attributes('ss-lightbox'), ['items', 'label', 'mobile', 'hash-only']);
    assert.deepEqual(attributes('ss-cookie-banner'), ['settings', 'label']);
  });

  it("drops a private field's attribute, in its member and in the element's list", () => {
    const manifest: Manifest = {
      modules: [
        {
          path: 'x.ts',
          declarations: [
            {
              kind: 'class',
              name: 'X',
              members: [
                { kind: 'field', name: 'shown', attribute: 'shown', privacy: 'public' },
                { kind: 'field', name: 'st', attribute: 'st', privacy: 'private' },
              ],
              attributes: [
                { name: 'shown', fieldName: 'shown' },
                { name: 'st', fieldName: 'st' },
              ],
            },
          ],
        },
      ],
    };
    dropStateAttributes(manifest);
    const [declaration] = manifest.modules[0]!.declarations!;
    assert.deepEqual(declaration!.attributes, [{ name: 'shown', fieldName: 'shown' }]);
    assert.equal(declaration!.members![1]!.attribute, undefined);
    assert.equal(declaration!.members![0]!.attribute, 'shown');
  });
});
