import { useState } from 'react';
import { Accordion, AccordionItem } from '../../react/index.ts';
import type { SsItemToggleEvent } from '../../components/accordion/events.ts';
import {
  ACCORDION_BLOCK_ID,
  DEFAULT_ACCORDION_SETTINGS,
  type AccordionSettings,
} from '../blocks.ts';
import { recordWidgetEvent } from '../widget-events.ts';
import { useBlockSettings } from './block-settings.tsx';

/**
 * The accordion twice: as a template writes it (plain tags with the platform's data
 * attributes) and through the React wrapper. Opening an item records an event, as the other
 * widgets' use is: with consent, and not for the site's signed-in owners.
 */
export function AccordionSection() {
  const { settings } = useBlockSettings<AccordionSettings>(
    ACCORDION_BLOCK_ID,
    DEFAULT_ACCORDION_SETTINGS,
  );
  const [status, setStatus] = useState('');

  const onToggle = (event: SsItemToggleEvent) => {
    if (!event.detail.open) return;
    const item = event.detail.index + 1;
    void recordWidgetEvent('accordion_item_open', { index: event.detail.index }).then((outcome) =>
      setStatus(
        {
          recorded: `Recorded: item ${item} opened.`,
          'not tracked': `Not recorded: item ${item} opened without consent to track, or by the site's owner.`,
          failed: `Not recorded: item ${item} opened, but the dev API did not take the event.`,
        }[outcome],
      ),
    );
  };

  if (!settings) return <section className="demo" aria-busy="true" />;
  return (
    <section className="demo" aria-labelledby="accordion-title">
      <h2 id="accordion-title">Accordion</h2>
      <h3>Frequently asked questions</h3>
      <ss-accordion
        id="faq"
        data-should-allow-multiple-open-items={String(settings.shouldAllowMultipleOpenItems)}
        data-is-expanded-first-item={String(settings.isExpandedFirstItem)}
        onss-item-toggle={onToggle}
      >
        <ss-accordion-item heading="How long does shipping take?" heading-level="4">
          <p>Orders ship within two working days and arrive in three to five.</p>
        </ss-accordion-item>
        <ss-accordion-item heading="Can I return an item?" heading-level="4">
          <p>
            Yes, within 30 days. <a href="#returns">Read the returns policy</a>.
          </p>
        </ss-accordion-item>
        <ss-accordion-item heading="Do you ship abroad?" heading-level="4">
          <p>We ship to 40 countries; duties are shown at checkout.</p>
        </ss-accordion-item>
      </ss-accordion>
      <p id="returns">
        <strong>Returns policy.</strong> Unused items in their packaging can be returned within 30
        days of delivery for a full refund.
      </p>
      <p className="status" role="status">
        {status}
      </p>

      <h3>The same block through the React wrapper, themed</h3>
      <div className="themed">
        <Accordion
          id="faq-react"
          shouldAllowMultipleOpenItems={settings.shouldAllowMultipleOpenItems}
          onItemToggle={onToggle}
        >
          <AccordionItem heading="Sizes" headingLevel={4}>
            XS to XXL; the size guide is on each product page.
          </AccordionItem>
          <AccordionItem heading="Care" headingLevel={4}>
            Machine wash at 30 °C.
          </AccordionItem>
        </Accordion>
      </div>
    </section>
  );
}
