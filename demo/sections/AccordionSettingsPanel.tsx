import {
  ACCORDION_BLOCK_ID,
  DEFAULT_ACCORDION_SETTINGS,
  type AccordionSettings,
} from '../blocks.ts';
import { SettingsPanel, useBlockSettings } from './block-settings.tsx';

/** The owner's settings of the accordion block, saved through the dev API. */
export function AccordionSettingsPanel() {
  const { settings, status, save, flag } = useBlockSettings<AccordionSettings>(
    ACCORDION_BLOCK_ID,
    DEFAULT_ACCORDION_SETTINGS,
  );
  if (!settings) return <section className="demo" aria-busy="true" />;

  return (
    <SettingsPanel
      id="accordion-settings"
      title="Accordion block settings"
      save="Save accordion settings"
      status={status}
      onSubmit={save}
    >
      {flag('shouldAllowMultipleOpenItems', 'Allow several open items')}
      {flag('isExpandedFirstItem', 'Open the first item on load')}
    </SettingsPanel>
  );
}
