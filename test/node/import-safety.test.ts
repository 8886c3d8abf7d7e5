import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

describe('import safety', () => {
  it('imports every element and the React wrappers in Node, without a window', async () => {
    assert.equal(typeof globalThis.window, 'undefined');
    const accordion = await import('../../components/accordion/accordion.ts');
    assert.equal(typeof accordion.SsAccordion, 'function');
    const react = await import('../../react/index.ts');
    assert.equal(typeof react.Accordion, 'object');
  });
});
