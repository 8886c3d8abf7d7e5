import { expect, oneEvent } from '@open-wc/testing';
import { useReactRoot } from './react-root.ts';
import { Accordion, AccordionItem } from '../../react/index.ts';
import type { SsAccordion } from '../../components/accordion/accordion.ts';
import type { SsItemToggleEvent } from '../../components/accordion/events.ts';

describe('React <Accordion>', () => {
  const stage = useReactRoot();

  it('passes settings as properties and maps ss-item-toggle to onItemToggle', async () => {
    const toggles: Array<{ index: number; open: boolean }> = [];
    stage.render(
      <Accordion
        shouldAllowMultipleOpenItems
        onItemToggle={(event: SsItemToggleEvent) => toggles.push(event.detail)}
      >
        <AccordionItem heading="Sizes">S, M, L</AccordionItem>
        <AccordionItem heading="Colours">Red, blue</AccordionItem>
      </Accordion>,
    );
    const accordion = stage.container.querySelector('ss-accordion') as SsAccordion;
    await accordion.updateComplete;
    expect(accordion.shouldAllowMultipleOpenItems).to.equal(true);
    expect(accordion.items.map((item) => item.heading)).to.deep.equal(['Sizes', 'Colours']);
    await Promise.all(accordion.items.map((item) => item.updateComplete));
    accordion.items[1]!.shadowRoot!.querySelector('button')!.click();
    expect(toggles).to.deep.equal([{ index: 1, open: true }]);
    await oneEvent(accordion, 'ss-item-toggle-end');
    expect(accordion.items[1]!.open).to.equal(true);
  });

  it('uses the tag directly in JSX, with the data attributes of the platform', async () => {
    stage.render(
      <ss-accordion data-is-expanded-first-item="true">
        <ss-accordion-item heading="First">one</ss-accordion-item>
        <ss-accordion-item heading="Second">two</ss-accordion-item>
      </ss-accordion>,
    );
    const accordion = stage.container.querySelector('ss-accordion') as SsAccordion;
    await accordion.updateComplete;
    await Promise.all(accordion.items.map((item) => item.updateComplete));
    expect(accordion.items.map((item) => item.open)).to.deep.equal([true, false]);
  });
});
