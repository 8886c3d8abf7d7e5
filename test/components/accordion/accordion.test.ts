import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  ACCORDION_ANIMATION_MS,
  SsAccordion,
  SsAccordionItem,
  SsItemToggleEvent,
} from '../../../components/accordion/accordion.ts';

const threeMarkup = (attrs = '') =>
  `<ss-accordion ${attrs}>
      <ss-accordion-item heading="Shipping"><p>Ships in 2 days.</p></ss-accordion-item>
      <ss-accordion-item><span slot="heading">Returns</span><p>30 days.</p></ss-accordion-item>
      <ss-accordion-item heading="Care"><p>Hand wash.</p><a href="#x">More</a></ss-accordion-item>
    </ss-accordion>`;
const three = (attrs = '') => fixture<SsAccordion>(threeMarkup(attrs));

const buttonOf = (item: SsAccordionItem) =>
  item.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!;
const panelOf = (item: SsAccordionItem) =>
  item.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
const openStates = (accordion: SsAccordion) => accordion.items.map((item) => item.open);
const settle = (accordion: SsAccordion) =>
  Promise.all(accordion.items.map((item) => item.updateComplete));

describe('<ss-accordion>', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  it('animates for 250 ms', () => {
    expect(ACCORDION_ANIMATION_MS).to.equal(250);
  });

  it('starts with every item closed and its panel hidden', async () => {
    const accordion = await three();
    expect(openStates(accordion)).to.deep.equal([false, false, false]);
    for (const item of accordion.items) {
      expect(buttonOf(item).getAttribute('aria-expanded')).to.equal('false');
      expect(panelOf(item).hidden).to.equal(true);
    }
  });

  it('opens the first item on load when data-is-expanded-first-item is true', async () => {
    const accordion = await three('data-is-expanded-first-item="true"');
    await settle(accordion);
    expect(openStates(accordion)).to.deep.equal([true, false, false]);
    expect(accordion.items[0]!.animating).to.equal(false);
    expect(panelOf(accordion.items[0]!).hidden).to.equal(false);
  });

  it('opens the first item with the flag though markup opened another', async () => {
    const markup = (attrs: string) =>
      fixture<SsAccordion>(`<ss-accordion data-is-expanded-first-item ${attrs}>
        <ss-accordion-item heading="A">a</ss-accordion-item>
        <ss-accordion-item heading="B" open>b</ss-accordion-item>
      </ss-accordion>`);
    const several = await markup('data-should-allow-multiple-open-items');
    await settle(several);
    expect(openStates(several)).to.deep.equal([true, true]);
    // One open at a time: the first.
    const single = await markup('');
    await settle(single);
    expect(openStates(single)).to.deep.equal([true, false]);
  });

  it('keeps the first item closed when the flag reads "false"', async () => {
    const accordion = await three('data-is-expanded-first-item="false"');
    expect(openStates(accordion)).to.deep.equal([false, false, false]);
  });

  it('opens an item on click with a 250 ms height animation, then settles', async () => {
    const accordion = await three();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const item = accordion.items[1]!;
    buttonOf(item).click();
    await item.updateComplete;
    expect(item.open).to.equal(true);
    expect(item.animating).to.equal(true);
    expect(buttonOf(item).getAttribute('aria-expanded')).to.equal('true');
    expect(panelOf(item).style.transition).to.equal('height 250ms');
    expect(panelOf(item).style.height).to.equal(`${panelOf(item).scrollHeight}px`);
    clock.tick(249);
    expect(item.animating).to.equal(true);
    clock.tick(1);
    await item.updateComplete;
    expect(item.animating).to.equal(false);
    expect(panelOf(item).style.height).to.equal('');
    expect(panelOf(item).hidden).to.equal(false);
  });

  it('ignores clicks while an item animates', async () => {
    const accordion = await three('data-should-allow-multiple-open-items');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    buttonOf(accordion.items[0]!).click();
    await settle(accordion);
    clock.tick(100);
    buttonOf(accordion.items[0]!).click();
    buttonOf(accordion.items[2]!).click();
    await settle(accordion);
    expect(openStates(accordion)).to.deep.equal([true, false, false]);
    clock.tick(150);
    await settle(accordion);
    buttonOf(accordion.items[2]!).click();
    await settle(accordion);
    expect(openStates(accordion)).to.deep.equal([true, false, true]);
  });

  it('closes the others when one opens, unless multiple open items are allowed', async () => {
    const single = await three();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    buttonOf(single.items[0]!).click();
    await settle(single);
    clock.tick(250);
    buttonOf(single.items[1]!).click();
    await settle(single);
    expect(openStates(single)).to.deep.equal([false, true, false]);
    // The closing item stays visible until its own animation ends.
    expect(panelOf(single.items[0]!).hidden).to.equal(false);
    clock.tick(250);
    await settle(single);
    expect(panelOf(single.items[0]!).hidden).to.equal(true);
    clock.restore();

    const multiple = await three('data-should-allow-multiple-open-items="true"');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    buttonOf(multiple.items[0]!).click();
    await settle(multiple);
    clock.tick(250);
    buttonOf(multiple.items[1]!).click();
    await settle(multiple);
    expect(openStates(multiple)).to.deep.equal([true, true, false]);
  });

  it('closes an open item on a second click', async () => {
    const accordion = await three();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    buttonOf(accordion.items[2]!).click();
    await settle(accordion);
    clock.tick(250);
    buttonOf(accordion.items[2]!).click();
    await settle(accordion);
    expect(accordion.items[2]!.open).to.equal(false);
    clock.tick(250);
    await settle(accordion);
    expect(panelOf(accordion.items[2]!).hidden).to.equal(true);
  });

  it('keeps only the first of several items opened in markup', async () => {
    const accordion = await fixture<SsAccordion>(html`
      <ss-accordion>
        <ss-accordion-item heading="A" open>a</ss-accordion-item>
        <ss-accordion-item heading="B" open>b</ss-accordion-item>
      </ss-accordion>
    `);
    await settle(accordion);
    expect(openStates(accordion)).to.deep.equal([true, false]);
  });

  it('fires ss-item-toggle for a visitor and ss-item-toggle-end after the animation', async () => {
    const accordion = await three();
    const toggled = oneEvent(accordion, 'ss-item-toggle');
    buttonOf(accordion.items[1]!).click();
    const event = (await toggled) as SsItemToggleEvent;
    expect(event.detail).to.deep.equal({ index: 1, open: true });
    expect(event.target).to.equal(accordion.items[1]);
    const ended = await oneEvent(accordion, 'ss-item-toggle-end');
    expect(ended.detail).to.deep.equal({ index: 1, open: true });
  });

  it('fires ss-item-toggle for the item a visitor closes by opening another', async () => {
    const accordion = await three('data-is-expanded-first-item');
    await settle(accordion);
    const seen: unknown[] = [];
    accordion.addEventListener('ss-item-toggle', (event) => seen.push(event.detail));
    buttonOf(accordion.items[2]!).click();
    expect(seen).to.deep.equal([
      { index: 0, open: false },
      { index: 2, open: true },
    ]);
    expect(openStates(accordion)).to.deep.equal([false, false, true]);
  });

  it('does not fire ss-item-toggle for changes made in code', async () => {
    const accordion = await three();
    const seen: string[] = [];
    accordion.addEventListener('ss-item-toggle', () => seen.push('toggle'));
    expect(accordion.openItem(2)).to.equal(true);
    await oneEvent(accordion, 'ss-item-toggle-end');
    expect(openStates(accordion)).to.deep.equal([false, false, true]);
    expect(seen).to.deep.equal([]);
  });

  it('refuses changes in code while animating and for an index that does not exist', async () => {
    const accordion = await three();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(accordion.toggleItem(0)).to.equal(true);
    await settle(accordion);
    expect(accordion.openItem(1)).to.equal(false);
    clock.tick(250);
    await settle(accordion);
    expect(accordion.openItem(7)).to.equal(false);
    expect(accordion.closeItem(0)).to.equal(true);
    await settle(accordion);
    expect(openStates(accordion)).to.deep.equal([false, false, false]);
  });

  it('moves nothing for an item opened and closed again in code before it updates', async () => {
    const accordion = await three();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ends = sinon.spy();
    accordion.addEventListener('ss-item-toggle-end', ends);
    expect(accordion.toggleItem(0)).to.equal(true);
    expect(accordion.toggleItem(0)).to.equal(true);
    await settle(accordion);
    const [first] = accordion.items as [SsAccordionItem];
    expect(first.open).to.equal(false);
    expect(first.animating).to.equal(false);
    expect(panelOf(first).hidden).to.equal(true);
    clock.tick(250);
    expect(ends.callCount).to.equal(0);
  });

  it('animates the next toggle after an immediate change set back before it updated', async () => {
    const accordion = await three();
    const [first] = accordion.items as [SsAccordionItem];
    first.setOpenImmediately(true);
    first.open = false;
    await settle(accordion);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(accordion.openItem(0)).to.equal(true);
    await settle(accordion);
    expect(first.animating).to.equal(true);
    clock.tick(250);
    await settle(accordion);
    expect([first.open, first.animating]).to.deep.equal([true, false]);
  });

  it('puts a closing panel out of reach at once: its content takes no focus', async () => {
    const accordion = await three();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    accordion.openItem(2);
    await settle(accordion);
    clock.tick(250);
    await settle(accordion);
    const care = accordion.items[2]!;
    const link = care.querySelector('a')!;
    expect(accordion.closeItem(2)).to.equal(true);
    await settle(accordion);
    // Still shrinking, still shown: but inert.
    expect(panelOf(care).hidden).to.equal(false);
    expect(panelOf(care).inert).to.equal(true);
    link.focus();
    expect(document.activeElement === link).to.equal(false);
    clock.tick(250);
    await settle(accordion);
    expect([panelOf(care).hidden, panelOf(care).inert]).to.deep.equal([true, false]);
    // Opening is not inert.
    accordion.openItem(2);
    await settle(accordion);
    expect(panelOf(care).inert).to.equal(false);
  });

  it('gives focus inside a panel that closes to its header, not to the page', async () => {
    const accordion = await three('data-is-expanded-first-item');
    await settle(accordion);
    const [first, , care] = accordion.items as [SsAccordionItem, SsAccordionItem, SsAccordionItem];
    const focusedHeader = (item: SsAccordionItem) =>
      document.activeElement === item && item.shadowRoot!.activeElement === buttonOf(item);
    // Closed by another item opening (one open at a time).
    first.querySelector('p')!.tabIndex = 0;
    first.querySelector('p')!.focus();
    accordion.openItem(2);
    await settle(accordion);
    await oneEvent(accordion, 'ss-item-toggle-end');
    expect(focusedHeader(first)).to.equal(true);
    // Closed in code, motion reduced: hidden at once.
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      care.querySelector('a')!.focus();
      accordion.closeItem(2);
      await settle(accordion);
      expect(panelOf(care).hidden).to.equal(true);
      expect(focusedHeader(care)).to.equal(true);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('follows the WAI-ARIA accordion pattern', async () => {
    const accordion = await three();
    for (const item of accordion.items) {
      const button = buttonOf(item);
      const panel = panelOf(item);
      const header = button.parentElement!;
      expect(header.getAttribute('role')).to.equal('heading');
      expect(header.getAttribute('aria-level')).to.equal('3');
      expect(button.getAttribute('aria-controls')).to.equal(panel.id);
      expect(panel.getAttribute('role')).to.equal('region');
      expect(panel.getAttribute('aria-labelledby')).to.equal(button.id);
    }
  });

  it('renders the heading level it is given and rejects one outside 1 to 6', async () => {
    const item = await fixture<SsAccordionItem>(
      html`<ss-accordion-item heading="A" heading-level="2">a</ss-accordion-item>`,
    );
    expect(item.shadowRoot!.querySelector('[role="heading"]')!.getAttribute('aria-level')).to.equal(
      '2',
    );
    item.headingLevel = 9;
    let error: unknown;
    try {
      await item.updateComplete;
    } catch (caught) {
      error = caught;
    }
    expect((error as Error).message).to.equal(
      '<ss-accordion-item> heading-level must be 1 to 6; got "9".',
    );
  });

  it('goes back to heading level 3 when heading-level is removed, as when never given', async () => {
    const item = await fixture<SsAccordionItem>(
      html`<ss-accordion-item heading="A" heading-level="2">a</ss-accordion-item>`,
    );
    item.removeAttribute('heading-level');
    await item.updateComplete;
    expect(item.headingLevel).to.equal(3);
    expect(item.shadowRoot!.querySelector('[role="heading"]')!.getAttribute('aria-level')).to.equal(
      '3',
    );
  });

  it('toggles with Enter and Space on a focused header', async () => {
    const accordion = await three('data-should-allow-multiple-open-items');
    accordion.items[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await oneEvent(accordion, 'ss-item-toggle-end');
    expect(openStates(accordion)).to.deep.equal([true, false, false]);
    await sendKeys({ press: 'Space' });
    await oneEvent(accordion, 'ss-item-toggle-end');
    expect(openStates(accordion)).to.deep.equal([false, false, false]);
  });

  it('moves focus between headers with arrows, Home and End, wrapping at the ends', async () => {
    const accordion = await three();
    const [first, second, third] = accordion.items as [
      SsAccordionItem,
      SsAccordionItem,
      SsAccordionItem,
    ];
    const focused = () => {
      const active = document.activeElement as SsAccordionItem;
      return active.shadowRoot?.activeElement === buttonOf(active) ? active : null;
    };
    first.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal(second);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal(first);
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()).to.equal(third);
    await sendKeys({ press: 'Home' });
    expect(focused()).to.equal(first);
    await sendKeys({ press: 'End' });
    expect(focused()).to.equal(third);
  });

  it('skips disabled items when moving focus, and does not toggle them', async () => {
    const accordion = await three();
    accordion.items[1]!.disabled = true;
    await settle(accordion);
    accordion.items[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(accordion.items[2]);
    buttonOf(accordion.items[1]!).click();
    expect(accordion.items[1]!.open).to.equal(false);
    // Its click handler too refuses, should a click reach it (the button's own disabled aside).
    buttonOf(accordion.items[1]!).disabled = false;
    buttonOf(accordion.items[1]!).click();
    expect(accordion.items[1]!.open).to.equal(false);
  });

  it('hides an item with the hidden attribute, and moves focus past it', async () => {
    const accordion = await three();
    const [first, second, third] = accordion.items as [
      SsAccordionItem,
      SsAccordionItem,
      SsAccordionItem,
    ];
    third.hidden = true;
    expect(getComputedStyle(third).display).to.equal('none');
    first.focus();
    await sendKeys({ press: 'End' });
    expect(document.activeElement === second).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement === first).to.equal(true);
    accordion.hidden = true;
    expect(getComputedStyle(accordion).display).to.equal('none');
  });

  it('keeps focus and the scroll where they are when content in an open panel is clicked', async () => {
    const accordion = await three('data-is-expanded-first-item');
    await settle(accordion);
    const text = accordion.querySelector('p')!;
    const box = text.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + 2), Math.round(box.y + box.height / 2)],
    });
    await resetMouse();
    expect(accordion.items[0]!.shadowRoot!.activeElement === null).to.equal(true);
  });

  it('shows a whole focus ring on a link at the edge of an open panel', async () => {
    const accordion = await three();
    accordion.items[2]!.setOpenImmediately(true);
    await settle(accordion);
    expect(getComputedStyle(panelOf(accordion.items[2]!)).overflow).to.equal('visible');
    // Clipped only while the height moves.
    buttonOf(accordion.items[0]!).click();
    await settle(accordion);
    expect(panelOf(accordion.items[0]!).style.overflow).to.equal('hidden');
    await waitUntil(() => !accordion.animating, 'still animating');
    expect(getComputedStyle(panelOf(accordion.items[0]!)).overflow).to.equal('visible');
  });

  it('keeps one item open when one is opened in code or added open, without multiple-open', async () => {
    const accordion = await three('data-is-expanded-first-item');
    await settle(accordion);
    accordion.items[2]!.open = true;
    await settle(accordion);
    expect(openStates(accordion)).to.deep.equal([false, false, true]);
    const added = document.createElement('ss-accordion-item');
    added.heading = 'Sizes';
    added.open = true;
    accordion.append(added);
    await settle(accordion);
    await aTimeout(0);
    expect(openStates(accordion)).to.deep.equal([false, false, true, false]);
    const several = await three('data-should-allow-multiple-open-items="true"');
    several.items[0]!.open = true;
    several.items[1]!.open = true;
    await settle(several);
    expect(openStates(several)).to.deep.equal([true, true, false]);
  });

  for (const inShadowRoot of [false, true])
    it(`gives focus to the item in the place of a focused one taken away${inShadowRoot ? ', in a shadow root' : ''}`, async () => {
      let accordion: SsAccordion;
      if (inShadowRoot) {
        // As in a theme's own element: the accordion in its shadow root.
        const host = await fixture<HTMLDivElement>('<div></div>');
        host.attachShadow({ mode: 'open' }).innerHTML = threeMarkup();
        accordion = host.shadowRoot!.querySelector('ss-accordion')!;
        await accordion.updateComplete;
        await settle(accordion);
      } else {
        accordion = await three();
      }
      const root = accordion.getRootNode() as Document | ShadowRoot;
      // Moved there from another item's header.
      accordion.items[0]!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await aTimeout(0);
      accordion.items[1]!.remove();
      await aTimeout(0);
      expect(root.activeElement === accordion.items[1]).to.equal(true);
      accordion.items[1]!.focus();
      accordion.items[1]!.remove();
      await aTimeout(0);
      expect(root.activeElement === accordion.items[0]).to.equal(true);
      // Focus that left for the page is not pulled back by a later removal.
      (root.activeElement as HTMLElement).blur();
      accordion.items[0]!.remove();
      await aTimeout(0);
      expect(document.activeElement === document.body).to.equal(true);
    });

  it('leaves arrow keys alone inside a panel', async () => {
    const accordion = await three('data-is-expanded-first-item');
    await settle(accordion);
    const link = accordion.querySelector<HTMLAnchorElement>('a')!;
    accordion.openItem(2);
    await oneEvent(accordion, 'ss-item-toggle-end');
    link.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(link);
  });

  it('changes at once, without the animation guard, when motion is reduced', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const accordion = await three();
      const ended = oneEvent(accordion, 'ss-item-toggle-end');
      buttonOf(accordion.items[0]!).click();
      await settle(accordion);
      expect(accordion.items[0]!.animating).to.equal(false);
      await ended;
      buttonOf(accordion.items[1]!).click();
      await settle(accordion);
      expect(openStates(accordion)).to.deep.equal([false, true, false]);
      expect(panelOf(accordion.items[0]!).hidden).to.equal(true);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('works as a standalone item outside an accordion', async () => {
    const item = await fixture<SsAccordionItem>(
      html`<ss-accordion-item heading="Alone">content</ss-accordion-item>`,
    );
    const toggled = oneEvent(item, 'ss-item-toggle');
    buttonOf(item).click();
    expect((await toggled).detail).to.deep.equal({ index: 0, open: true });
    await oneEvent(item, 'ss-item-toggle-end');
    expect(item.open).to.equal(true);
  });

  it('has no accessibility violations closed and open', async () => {
    const accordion = await three();
    await expect(accordion).to.be.accessible();
    accordion.openItem(0);
    await oneEvent(accordion, 'ss-item-toggle-end');
    await aTimeout(0);
    await expect(accordion).to.be.accessible();
  });
});
