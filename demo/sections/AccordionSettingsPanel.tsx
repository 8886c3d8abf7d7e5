import { useEffect, useState, type FormEvent } from 'react';
import {
  DEFAULT_ACCORDION_SETTINGS,
  loadBlockSettings,
  saveBlockSettings,
  type AccordionSettings,
} from '../api.ts';
import { ACCORDION_BLOCK_ID } from './AccordionSection.tsx';

/** The owner's settings of the accordion block, saved through the dev API. */
export function AccordionSettingsPanel() {
  const [settings, setSettings] = useState<AccordionSettings>();
  const [status, setStatus] = useState('');
  useEffect(() => {
    loadBlockSettings(ACCORDION_BLOCK_ID, DEFAULT_ACCORDION_SETTINGS).then(setSettings);
  }, []);
  if (!settings) return <section className="demo" aria-busy="true" />;

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveBlockSettings(ACCORDION_BLOCK_ID, settings)
      .then(() => setStatus('Saved. The published page shows the new settings.'))
      .catch((error: Error) => setStatus(`Not saved: ${error.message}`));
  };
  const flag = (name: keyof AccordionSettings, label: string) => (
    <p>
      <label>
        <input
          type="checkbox"
          name={name}
          checked={settings[name]}
          onChange={(event) => setSettings({ ...settings, [name]: event.target.checked })}
        />{' '}
        {label}
      </label>
    </p>
  );

  return (
    <section className="demo" aria-labelledby="accordion-settings-title">
      <h2 id="accordion-settings-title">Accordion block settings</h2>
      <form onSubmit={save}>
        {flag('shouldAllowMultipleOpenItems', 'Allow several open items')}
        {flag('isExpandedFirstItem', 'Open the first item on load')}
        <button type="submit">Save</button>
      </form>
      <p className="status" role="status">
        {status}
      </p>
    </section>
  );
}
