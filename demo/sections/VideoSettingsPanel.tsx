import { DEFAULT_VIDEO_SETTINGS, VIDEO_BLOCK_ID, type VideoSettings } from '../blocks.ts';
import { SettingsPanel, useBlockSettings } from './block-settings.tsx';

const MODES: [VideoSettings['mode'], string][] = [
  ['none', 'Stretched to the block (none)'],
  ['fit', 'Whole, with bands (fit)'],
  ['fill', 'Covering the block, cropped (fill)'],
];

/** The owner's settings of the first video block, saved through the dev API. */
export function VideoSettingsPanel() {
  const { settings, setSettings, status, save, flag } = useBlockSettings<VideoSettings>(
    VIDEO_BLOCK_ID,
    DEFAULT_VIDEO_SETTINGS,
  );
  if (!settings) return <section className="demo" aria-busy="true" />;

  return (
    <SettingsPanel
      id="video-settings"
      title="Video block settings"
      save="Save video settings"
      status={status}
      onSubmit={save}
    >
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
    </SettingsPanel>
  );
}
