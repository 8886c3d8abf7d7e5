import { useEffect, useState, type FormEvent } from 'react';
import {
  DEFAULT_VIDEO_SETTINGS,
  loadBlockSettings,
  saveBlockSettings,
  type VideoSettings,
} from '../api.ts';
import { VIDEO_BLOCK_ID } from './VideoSection.tsx';

const MODES: [VideoSettings['mode'], string][] = [
  ['none', 'Stretched to the block (none)'],
  ['fit', 'Whole, with bands (fit)'],
  ['fill', 'Covering the block, cropped (fill)'],
];

/** The owner's settings of the first video block, saved through the dev API. */
export function VideoSettingsPanel() {
  const [settings, setSettings] = useState<VideoSettings>();
  const [status, setStatus] = useState('');
  useEffect(() => {
    loadBlockSettings(VIDEO_BLOCK_ID, DEFAULT_VIDEO_SETTINGS).then(setSettings);
  }, []);
  if (!settings) return <section className="demo" aria-busy="true" />;

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveBlockSettings(VIDEO_BLOCK_ID, settings)
      .then(() => setStatus('Saved. The published page shows the new settings.'))
      .catch((error: Error) => setStatus(`Not saved: ${error.message}`));
  };

  const flag = (name: 'thumbnail' | 'autoplay', label: string) => (
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
    <section className="demo" aria-labelledby="video-settings-title">
      <h2 id="video-settings-title">Video block settings</h2>
      <form onSubmit={save}>
        <p>
          <label>
            Layout mode{' '}
            <select
              name="mode"
              value={settings.mode}
              onChange={(event) =>
                setSettings({ ...settings, mode: event.target.value as VideoSettings['mode'] })
              }
            >
              {MODES.map(([mode, label]) => (
                <option key={mode} value={mode}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </p>
        {flag('thumbnail', 'Show the thumbnail overlay first')}
        {flag('autoplay', 'Forced autoplay (without a thumbnail, the player starts as it loads)')}
        <button type="submit">Save</button>
      </form>
      <p className="status" role="status">
        {status}
      </p>
    </section>
  );
}
