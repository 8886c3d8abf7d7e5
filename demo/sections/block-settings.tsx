import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { knownBlockSettings, loadBlockSettings, saveBlockSettings } from '../api.ts';

const SAVED = 'Saved. The published page shows the new settings.';

/**
 * A block's settings, as the published page reads them and as its owner edits them: loaded
 * through the dev API over their defaults (`settings` is undefined until then; at once when the
 * page loaded them already, see `VisitorView`), and `save`d back from a form, with a status to
 * show.
 */
export function useBlockSettings<T extends object>(id: string, defaults: T, saved = SAVED) {
  const [settings, setSettings] = useState<T | undefined>(() => knownBlockSettings<T>(id));
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!knownBlockSettings(id)) void loadBlockSettings(id, defaults).then(setSettings);
    // A panel's block and defaults never change: loaded once.
  }, [id]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    saveBlockSettings(id, settings!)
      .then(() => setStatus(saved))
      .catch((error: Error) => setStatus(`Not saved: ${error.message}`));
  };
  /** A checkbox for the on/off setting `name`. */
  const flag = (name: keyof T & string, label: string) => (
    <SettingFlag
      name={name}
      label={label}
      checked={Boolean(settings?.[name])}
      onChange={(checked) => setSettings({ ...settings!, [name]: checked })}
    />
  );
  return { settings, setSettings, status, save, flag };
}

/** A checkbox for one of a block's on/off settings. */
function SettingFlag(props: {
  name: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { name, label, checked, onChange } = props;
  return (
    <p>
      <label>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {label}
      </label>
    </p>
  );
}

/**
 * An owner's settings panel: its title, the form of its settings with its save button (named
 * for the block, so that no two buttons on the page read the same), and the status.
 */
export function SettingsPanel(props: {
  id: string;
  title: string;
  /** The save button's text, as 'Save video settings'. */
  save: string;
  status: string;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}) {
  const { id, title, save, status, onSubmit, children } = props;
  return (
    <section className="demo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form onSubmit={onSubmit}>
        {children}
        <button type="submit">{save}</button>
      </form>
      <p className="status" role="status">
        {status}
      </p>
    </section>
  );
}
