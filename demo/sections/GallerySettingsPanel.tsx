import { useState } from 'react';
import { Gallery } from '../../react/index.ts';
// The controls are written as a tag, so the element is imported for its registration.
import '../../components/gallery-controls/gallery-controls.ts';
import type { SsClickThroughEvent } from '../../components/gallery/click-through.ts';
import {
  DEFAULT_GALLERY_SETTINGS,
  GALLERY_BLOCK_ID,
  type GalleryBlockSettings,
} from '../blocks.ts';
import { photoSlides } from './GallerySection.tsx';
import { useBlockSettings } from './block-settings.tsx';

const DESIGNS = [
  'slider',
  'slideshow',
  'stacked',
  'carousel',
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'list',
];

const TRANSITIONS = ['fade', 'ken-burns', 'swipe', 'new-swipe', 'scroll'];

const RATIOS = ['Auto', '1:1', '4:3', '16:9', '2:1'];

/**
 * The owner's gallery block settings, saved through the dev API, with a preview of the block as
 * the editor shows it: the first photo links to the shop, and in the editor that link is
 * reported instead of followed.
 */
export function GallerySettingsPanel() {
  const { settings, setSettings, status, save } = useBlockSettings<GalleryBlockSettings>(
    GALLERY_BLOCK_ID,
    DEFAULT_GALLERY_SETTINGS,
    'Saved. The published page shows the new gallery.',
  );
  const [linked, setLinked] = useState('');
  if (!settings) return <section className="demo" aria-busy="true" />;

  /** A checkbox for one of the block's on/off settings. */
  const toggle = (
    key: 'auto-crop' | 'lightbox' | 'thumbnails' | 'autoplay',
    label: string,
    fallback = false,
    disabled = false,
  ) => (
    <label>
      <input
        type="checkbox"
        checked={settings[key] ?? fallback}
        disabled={disabled}
        onChange={(event) => setSettings({ ...settings, [key]: event.target.checked })}
      />{' '}
      {label}
    </label>
  );
  /** A number field for one of the block's numeric settings, between `min` and `max`. */
  const numberField = (
    key: 'listImageSize' | 'thumbnails-per-row' | 'padding' | 'autoplay-duration',
    label: string,
    fallback: number,
    min: number,
    max?: number,
  ) => (
    <NumberSetting
      label={label}
      value={settings[key] ?? fallback}
      min={min}
      max={max}
      onChange={(value) => setSettings({ ...settings, [key]: value })}
    />
  );
  return (
    <section className="demo" aria-labelledby="gallery-settings-title">
      <h2 id="gallery-settings-title">Gallery block settings</h2>
      <form onSubmit={save}>
        <p>
          <label>
            Design{' '}
            <select
              value={settings.design}
              onChange={(event) => setSettings({ ...settings, design: event.target.value })}
            >
              {DESIGNS.map((design) => (
                <option key={design}>{design}</option>
              ))}
            </select>
          </label>
        </p>
        <p>
          <label>
            Slideshow transition{' '}
            <select
              value={settings.transition ?? 'fade'}
              onChange={(event) => setSettings({ ...settings, transition: event.target.value })}
            >
              {TRANSITIONS.map((transition) => (
                <option key={transition}>{transition}</option>
              ))}
            </select>
          </label>
        </p>
        <p>
          <label>
            Image aspect ratio{' '}
            <select
              value={settings.imageAspectRatio ?? 'Auto'}
              onChange={(event) =>
                setSettings({ ...settings, imageAspectRatio: event.target.value })
              }
            >
              {RATIOS.map((ratio) => (
                <option key={ratio}>{ratio}</option>
              ))}
            </select>
          </label>{' '}
          {toggle(
            'auto-crop',
            'Crop images to the ratio (with a fixed ratio)',
            true,
            (settings.imageAspectRatio ?? 'Auto') === 'Auto',
          )}
        </p>
        <p>
          {toggle('lightbox', 'Open photos in a lightbox')}{' '}
          <label>
            Lightbox theme{' '}
            <select
              value={settings.lightboxTheme ?? 'dark'}
              disabled={!settings.lightbox}
              onChange={(event) =>
                setSettings({
                  ...settings,
                  lightboxTheme: event.target.value === 'light' ? 'light' : 'dark',
                })
              }
            >
              <option>dark</option>
              <option>light</option>
            </select>
          </label>{' '}
          {toggle('thumbnails', 'Thumbnails under a slideshow')}
        </p>
        <p>{numberField('listImageSize', 'List photo width (%)', 100, 10, 100)}</p>
        <p>
          {numberField('thumbnails-per-row', 'Grid photos per row', 4, 1, 8)}{' '}
          {numberField('padding', 'Space between photos (px)', 20, 0, 80)}
        </p>
        <p>{toggle('autoplay', 'Autoplay')}</p>
        <p>{numberField('autoplay-duration', 'Seconds per slide', 4, 1)}</p>
        <button type="submit">Save gallery settings</button>
      </form>
      <p className="status" role="status">
        {status}
      </p>
      <h3>Preview in the editor (unsaved settings)</h3>
      {/* Set up again by the wrapper whenever the settings change. */}
      <Gallery
        id="editor-gallery"
        label="Gallery preview"
        editing
        settings={{ ...settings, autoplay: false }}
        onClickThrough={(event: SsClickThroughEvent) =>
          setLinked(
            `Photo ${event.detail.index + 1} links to ${event.detail.url}; the editor stays.`,
          )
        }
      >
        {photoSlides('editor', (index) =>
          index === 0 ? { 'data-click-through-url': '/shop' } : {},
        )}
      </Gallery>
      {/* The template's own controls, in plain markup; set up again with the preview. */}
      <ss-gallery-controls
        key={`controls ${JSON.stringify(settings)}`}
        for="editor-gallery"
        className="outside-controls"
      >
        <button type="button" data-gallery-action="previous">
          Previous
        </button>{' '}
        <span>
          <span data-gallery-show="current-index" /> / <span data-gallery-show="total-slides" />
        </span>{' '}
        <button type="button" data-gallery-action="next">
          Next
        </button>
      </ss-gallery-controls>
      <p className="status" role="status" data-testid="editor-link">
        {linked}
      </p>
    </section>
  );
}

/**
 * A number field that keeps what is typed: emptied on the way to another number, the setting
 * keeps its last value (it would read 0, and typing 12 would give 012). Required: an empty one
 * is not saved as if it held that last value.
 */
function NumberSetting(props: {
  label: string;
  value: number;
  min: number;
  max?: number;
  onChange(value: number): void;
}) {
  const { label, value, min, max, onChange } = props;
  const [text, setText] = useState(String(value));
  return (
    <label>
      {label}{' '}
      <input
        type="number"
        min={min}
        max={max}
        value={text}
        required
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value !== '') onChange(event.target.valueAsNumber);
        }}
      />
    </label>
  );
}
