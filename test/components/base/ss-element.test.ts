import { expect } from '@open-wc/testing';
import { SsElement, SsEvent } from '../../../components/base/ss-element.ts';
import { customElements as registry } from '../../../components/base/registry.ts';
import { dataFlag } from '../../../components/base/converters.ts';

class TestEvent extends SsEvent<{ value: number }> {
  constructor(value: number) {
    super('ss-test', { value });
  }
}

describe('the guarded registry', () => {
  it('defines a tag once and tolerates the same class again', () => {
    class First extends SsElement {}
    registry.define('test-define-once', First);
    expect(() => registry.define('test-define-once', First)).not.to.throw();
    expect(customElements.get('test-define-once')).to.equal(First);
  });

  it('keeps the first class when another class claims the tag, with a warning', () => {
    class First extends SsElement {}
    class Second extends SsElement {}
    registry.define('test-define-twice', First);
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (message: unknown) => warnings.push(message);
    try {
      registry.define('test-define-twice', Second);
    } finally {
      console.warn = warn;
    }
    expect(customElements.get('test-define-twice')).to.equal(First);
    expect(warnings).to.deep.equal([
      '<test-define-twice> is defined by another class; the first is kept.',
    ]);
  });

  it('fires events that bubble out of shadow roots with a typed detail', () => {
    const event = new TestEvent(7);
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail.value).to.equal(7);
  });
});

describe('dataFlag', () => {
  it('reads presence as true unless the value is "false"', () => {
    expect(dataFlag.fromAttribute!('', Boolean)).to.equal(true);
    expect(dataFlag.fromAttribute!('true', Boolean)).to.equal(true);
    expect(dataFlag.fromAttribute!('False', Boolean)).to.equal(false);
    expect(dataFlag.fromAttribute!(null, Boolean)).to.equal(false);
  });
});
