import { useEffect, useState, type FormEvent } from 'react';
import { isEmptyParagraph } from '../../core/consent/index.ts';
import { loadBlockSettings, saveBlockSettings } from '../api.ts';
import { COOKIE_SETTINGS_ID, DEFAULT_COOKIE_SETTINGS, type CookieSettings } from '../blocks.ts';

const CHOICES: Array<[keyof CookieSettings, string, string[]]> = [
  ['cookieBannerVariant', 'Layout', ['BAR', 'POPUP']],
  [
    'cookieBannerPosition',
    'Position',
    ['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'],
  ],
  ['cookieBannerTheme', 'Theme', ['DARK', 'LIGHT']],
  ['cookieBannerCtaVariant', 'Button style', ['ICON', 'TEXT', 'BUTTON']],
  ['cookieBannerAcceptType', 'Choice offered', ['OPT_IN', 'OPT_IN_AND_OUT']],
];

const TEXTS: Array<[keyof CookieSettings, string]> = [
  ['cookieBannerCtaText', 'Accept button text (blank for the default)'],
  ['cookieBannerOptOutCtaText', 'Decline button text (blank for the default)'],
  ['cookieBannerText', 'Banner text, HTML (blank for the default)'],
];

/** The owner's cookie banner and policy settings, saved through the dev API. */
export function CookieSettingsPanel() {
  const [settings, setSettings] = useState<CookieSettings>();
  const [status, setStatus] = useState('');
  useEffect(() => {
    loadBlockSettings(COOKIE_SETTINGS_ID, DEFAULT_COOKIE_SETTINGS).then(setSettings);
  }, []);
  if (!settings) return <section className="demo" aria-busy="true" />;

  const update = (name: keyof CookieSettings, value: string | boolean) =>
    setSettings({ ...settings, [name]: value });
  const save = (event: FormEvent) => {
    event.preventDefault();
    // An empty paragraph is saved empty, so the banner shows the default text (part 1 §5).
    const text = settings.cookieBannerText;
    saveBlockSettings(COOKIE_SETTINGS_ID, {
      ...settings,
      cookieBannerText: isEmptyParagraph(text) ? '' : text,
    })
      .then(() => setStatus('Saved. Visitors without a choice see the new banner.'))
      .catch((error: Error) => setStatus(`Not saved: ${error.message}`));
  };
  const flag = (
    name: 'isCookieBannerEnabled' | 'isRestrictiveCookiePolicyEnabled',
    label: string,
  ) => (
    <p>
      <label>
        <input
          type="checkbox"
          checked={settings[name]}
          onChange={(event) => update(name, event.target.checked)}
        />{' '}
        {label}
      </label>
    </p>
  );

  return (
    <section className="demo" aria-labelledby="cookie-settings-title">
      <h2 id="cookie-settings-title">Cookie banner settings</h2>
      <form onSubmit={save}>
        {flag('isCookieBannerEnabled', 'Show the cookie banner')}
        {flag(
          'isRestrictiveCookiePolicyEnabled',
          'Analytics cookies disabled until visitors accept',
        )}
        {CHOICES.map(([name, label, options]) => (
          <p key={name}>
            <label>
              {label}{' '}
              <select
                value={String(settings[name])}
                onChange={(event) => update(name, event.target.value)}
              >
                {options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            </label>
          </p>
        ))}
        {TEXTS.map(([name, label]) => (
          <p key={name}>
            <label>
              {label}
              <br />
              <input
                type="text"
                size={60}
                value={String(settings[name])}
                onChange={(event) => update(name, event.target.value)}
              />
            </label>
          </p>
        ))}
        <button type="submit">Save cookie settings</button>
      </form>
      <p className="status" role="status">
        {status}
      </p>
    </section>
  );
}
