import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  containFocus,
  deepActiveElement,
  FOCUS_CONTAINMENT_MESSAGE,
  FOCUS_DELAY_MS,
  tabbables,
} from '../../../components/base/focus-containment.ts';

class FocusShadowPart extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML =
      '<button id="inner">Inner</button><slot></slot>';
  }
}
if (!customElements.get('focus-shadow-part')) {
  customElements.define('focus-shadow-part', FocusShadowPart);
}

/** Its slotted content sits inside an inert element of its shadow root (open or closed). */
for (const mode of ['open', 'closed'] as const) {
  if (!customElements.get(`focus-inert-slot-${mode}`)) {
    customElements.define(
      `focus-inert-slot-${mode}`,
      class extends HTMLElement {
        constructor() {
          super();
          this.attachShadow({ mode }).innerHTML = '<div inert><slot></slot></div>';
        }
      },
    );
  }
}

const page = () =>
  fixture<HTMLDivElement>(`<div>
    <button id="before" class="x">Before</button>
    <div id="box">
      <button id="first" class="in">First</button>
      <focus-shadow-part class="in"><a id="slotted" class="in" href="#x">Slotted</a></focus-shadow-part>
      <button id="disabled" disabled>Off</button>
      <button id="last" class="in">Last</button>
    </div>
    <button id="after">After</button>
  </div>`);

async function shiftTab() {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

const id = () => {
  const el = deepActiveElement();
  return el?.id;
};

describe('containFocus', () => {
  let release: (() => void) | undefined;
  afterEach(() => {
    release?.();
    release = undefined;
    sinon.restore();
  });

  it('requires exactly one of container and predicate, word for word', () => {
    expect(FOCUS_CONTAINMENT_MESSAGE).to.equal(
      'One (and only one) of container and predicate must be set',
    );
    const box = document.createElement('div');
    expect(() => containFocus({})).to.throw(
      Error,
      /^One \(and only one\) of container and predicate must be set$/,
    );
    expect(() => containFocus({ container: box, predicate: () => true })).to.throw(
      FOCUS_CONTAINMENT_MESSAGE,
    );
  });

  it('wraps Tab and Shift+Tab inside the container, through shadow roots and slots', async () => {
    const root = await page();
    release = containFocus({ container: root.querySelector('#box')!, focusDelay: false });
    root.querySelector<HTMLElement>('#first')!.focus();
    const order: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' });
      order.push(id());
    }
    expect(order).to.deep.equal(['inner', 'slotted', 'last', 'first']);
    await shiftTab();
    expect(id()).to.equal('last');
  });

  for (const [name, skipped] of [
    ['hidden by visibility', '<button id="x" style="visibility: hidden">x</button>'],
    ['in a disabled fieldset', '<fieldset disabled><button id="x">x</button></fieldset>'],
    ['in the shadow root of an inert host', '<div inert><span id="host"></span></div>'],
  ])
    it(`passes over a button ${name}: Tab is never stuck`, async () => {
      const box = await fixture<HTMLDivElement>(
        `<div><button id="a">a</button><button id="b">b</button>${skipped}<button id="c">c</button></div>`,
      );
      box
        .querySelector('#host')
        ?.attachShadow({ mode: 'open' })
        .append(Object.assign(document.createElement('button'), { id: 'x' }));
      release = containFocus({ container: box, focusDelay: false });
      box.querySelector<HTMLElement>('#b')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(id()).to.equal('c');
      await shiftTab();
      expect(id()).to.equal('b');
    });

  const slottedInert = (mode: string) =>
    fixture<HTMLDivElement>(
      `<div><button id="a">a</button><focus-inert-slot-${mode}><button id="x">x</button></focus-inert-slot-${mode}><button id="c">c</button></div>`,
    );

  it('passes over content slotted into an inert element of a shadow root', async () => {
    const box = await slottedInert('open');
    expect(tabbables(box).map((el) => el.id)).to.deep.equal(['a', 'c']);
    release = containFocus({ container: box, focusDelay: false });
    box.querySelector<HTMLElement>('#a')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(id()).to.equal('c');
    await shiftTab();
    expect(id()).to.equal('a');
  });

  it('goes on to the next element when one it could not tell apart takes no focus', async () => {
    // A closed shadow root hides its slots: the button looks tabbable, and focus() does nothing.
    const box = await slottedInert('closed');
    expect(tabbables(box).map((el) => el.id)).to.deep.equal(['a', 'x', 'c']);
    release = containFocus({ container: box, focusDelay: false });
    box.querySelector<HTMLElement>('#a')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(id()).to.equal('c');
    await shiftTab();
    expect(id()).to.equal('a');
  });

  it('brings focus arriving outside back to the first element', async () => {
    const root = await page();
    release = containFocus({ container: root.querySelector('#box')!, focusDelay: false });
    root.querySelector<HTMLElement>('#after')!.focus();
    expect(id()).to.equal('first');
  });

  it('takes a predicate instead of a container', async () => {
    const root = await page();
    release = containFocus({ predicate: (el) => el.classList.contains('in'), focusDelay: false });
    root.querySelector<HTMLElement>('#last')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(id()).to.equal('first');
    await shiftTab();
    expect(id()).to.equal('last');
  });

  it('focuses the first element after 300 ms, and release restores the earlier focus', async () => {
    const root = await page();
    root.querySelector<HTMLElement>('#before')!.focus();
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(FOCUS_DELAY_MS).to.equal(300);
    release = containFocus({ container: root.querySelector('#box')! });
    clock.tick(299);
    expect(id()).to.equal('before');
    clock.tick(1);
    expect(id()).to.equal('first');
    release();
    release = undefined;
    expect(id()).to.equal('before');
    await sendKeys({ press: 'Tab' });
    expect(id()).to.equal('first');
    root.querySelector<HTMLElement>('#after')!.focus();
    expect(id()).to.equal('after');
  });
});
