import { expect } from '@open-wc/testing';
import {
  DEFAULT_BANNER_TEXT,
  DEFAULT_CTA_TEXT,
  DEFAULT_OPT_OUT_CTA_TEXT,
  bannerSettingsForSaving,
  coerceBannerPosition,
  isEmptyParagraph,
  normalizeBannerSettings,
} from '../../../core/consent/index.ts';
import type { BannerSettings, BannerVariant } from '../../../core/consent/index.ts';

const SPEC_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

const DEFAULTS: BannerSettings = {
  ctaText: 'Accept',
  ctaVariant: 'ICON',
  position: 'BOTTOM',
  text: SPEC_TEXT,
  theme: 'DARK',
  variant: 'BAR',
  optOutCtaText: 'Decline',
  acceptType: 'OPT_IN',
  enabled: false,
  restrictive: false,
  absolute: false,
  visitorDataRestricted: false,
};

describe('banner messages', () => {
  it('are the spec defaults word for word', () => {
    expect(DEFAULT_CTA_TEXT).to.equal('Accept');
    expect(DEFAULT_OPT_OUT_CTA_TEXT).to.equal('Decline');
    expect(DEFAULT_BANNER_TEXT).to.equal(SPEC_TEXT);
  });
});

describe('isEmptyParagraph', () => {
  it('is true for HTML that is only tags, &nbsp;, <br> and whitespace', () => {
    const empty = [
      '',
      '   ',
      '<p></p>',
      '<p><br></p>',
      '<p>&nbsp;</p>',
      '<p> &nbsp; <br/> &#160; &#xA0;\n</p>',
      '<p><span> </span></p><p><br /></p>',
      '\u00a0',
      undefined,
      null,
      42,
    ];
    for (const html of empty) expect(isEmptyParagraph(html), String(html)).to.equal(true);
  });

  it('reads every character reference that stands for whitespace, as a browser shows it', () => {
    const blank = [
      '<p>&#32;</p>',
      '<p>&#x20;&#X9;</p>',
      '<p>&ensp;&emsp;&thinsp;&hairsp;</p>',
      '<p>&NonBreakingSpace;&Tab;&NewLine;</p>',
      '<p>&nbsp&#xA0</p>',
      '<p>&#12288;</p>',
    ];
    for (const html of blank) expect(isEmptyParagraph(html), html).to.equal(true);
    for (const html of [
      '<p>&#65;</p>',
      '<p>&#x41;</p>',
      '<p>&copy;</p>',
      '<p>&#0;</p>',
      '<p>&#x110000;</p>',
      // Without its semicolon, a name other than nbsp is no reference: its letters show.
      '<p>&emsp</p>',
      '<p>&Tab</p>',
      '<p>&NBSP</p>',
    ]) {
      expect(isEmptyParagraph(html), html).to.equal(false);
    }
  });

  it('is false once any text is left', () => {
    for (const html of ['x', '<p>Hi</p>', '<p>&amp;</p>', '<p>&nbsp;.</p>', '<p>0</p>']) {
      expect(isEmptyParagraph(html), html).to.equal(false);
    }
  });
});

describe('normalizeBannerSettings', () => {
  it('gives every default for missing settings', () => {
    for (const raw of [undefined, null, 'x', 3, {}]) {
      expect(normalizeBannerSettings(raw)).to.deep.equal(DEFAULTS);
    }
  });

  it('reads every setting under its spec name', () => {
    expect(
      normalizeBannerSettings({
        cookieBannerCtaText: 'OK',
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerText: '<p>We bake cookies.</p>',
        cookieBannerTheme: 'LIGHT',
        cookieBannerVariant: 'POPUP',
        cookieBannerOptOutCtaText: 'No thanks',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        isCookieBannerEnabled: true,
        isRestrictiveCookiePolicyEnabled: true,
        isRestrictiveCookiePolicyAbsolute: true,
        isVisitorDataRestricted: true,
      }),
    ).to.deep.equal({
      ctaText: 'OK',
      ctaVariant: 'BUTTON',
      position: 'TOP_RIGHT',
      text: '<p>We bake cookies.</p>',
      theme: 'LIGHT',
      variant: 'POPUP',
      optOutCtaText: 'No thanks',
      acceptType: 'OPT_IN_AND_OUT',
      enabled: true,
      restrictive: true,
      absolute: true,
      visitorDataRestricted: true,
    });
  });

  it('matches enumerated values without regard to case and keeps them upper-case', () => {
    const settings = normalizeBannerSettings({
      cookieBannerCtaVariant: 'text',
      cookieBannerTheme: 'Light',
      cookieBannerVariant: 'popup',
      cookieBannerPosition: 'top_right',
      cookieBannerAcceptType: 'opt_in_and_out',
    });
    expect(settings).to.include({
      ctaVariant: 'TEXT',
      theme: 'LIGHT',
      variant: 'POPUP',
      position: 'TOP_RIGHT',
      acceptType: 'OPT_IN_AND_OUT',
    });
  });

  it('gives the default for unknown or mistyped enumerated values', () => {
    const settings = normalizeBannerSettings({
      cookieBannerCtaVariant: 'LINK',
      cookieBannerTheme: 2,
      cookieBannerVariant: 'MODAL',
      cookieBannerPosition: 'MIDDLE',
      cookieBannerAcceptType: ['OPT_IN'],
    });
    expect(settings).to.include({
      ctaVariant: 'ICON',
      theme: 'DARK',
      variant: 'BAR',
      position: 'BOTTOM',
      acceptType: 'OPT_IN',
    });
  });

  it('reads an empty paragraph, blank or missing text as the default text', () => {
    for (const text of ['<p>&nbsp;</p>', '<p><br></p>', '', '  ', null, 7]) {
      expect(normalizeBannerSettings({ cookieBannerText: text }).text).to.equal(SPEC_TEXT);
    }
  });

  it('gives the button texts their default when missing or blank', () => {
    for (const blank of [undefined, '', '   ', null, 0]) {
      const settings = normalizeBannerSettings({
        cookieBannerCtaText: blank,
        cookieBannerOptOutCtaText: blank,
      });
      expect(settings.ctaText).to.equal('Accept');
      expect(settings.optOutCtaText).to.equal('Decline');
    }
  });

  it('turns the flags on only for true', () => {
    const settings = normalizeBannerSettings({
      isCookieBannerEnabled: 'true',
      isRestrictiveCookiePolicyEnabled: 1,
    });
    expect(settings.enabled).to.equal(false);
    expect(settings.restrictive).to.equal(false);
  });
});

describe('banner position', () => {
  const barCases: Array<[unknown, string]> = [
    ['TOP', 'TOP'],
    ['top', 'TOP'],
    ['TOP_LEFT', 'TOP'],
    ['TOP_RIGHT', 'TOP'],
    ['BOTTOM', 'BOTTOM'],
    ['BOTTOM_LEFT', 'BOTTOM'],
    ['BOTTOM_RIGHT', 'BOTTOM'],
    ['LEFT', 'BOTTOM'],
    [undefined, 'BOTTOM'],
  ];
  const popupCases: Array<[unknown, string]> = [
    ['TOP', 'TOP_LEFT'],
    ['BOTTOM', 'BOTTOM_LEFT'],
    ['TOP_LEFT', 'TOP_LEFT'],
    ['TOP_RIGHT', 'TOP_RIGHT'],
    ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
    ['bottom_right', 'BOTTOM_RIGHT'],
    ['CENTER', 'BOTTOM_LEFT'],
    [null, 'BOTTOM_LEFT'],
  ];

  it('coerces a bar to TOP or BOTTOM', () => {
    for (const [raw, expected] of barCases) {
      expect(coerceBannerPosition('BAR', raw), String(raw)).to.equal(expected);
      expect(normalizeBannerSettings({ cookieBannerPosition: raw }).position, String(raw)).to.equal(
        expected,
      );
    }
  });

  it('coerces a popup to a corner, BOTTOM_LEFT by default', () => {
    for (const [raw, expected] of popupCases) {
      expect(coerceBannerPosition('POPUP', raw), String(raw)).to.equal(expected);
      expect(
        normalizeBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: raw })
          .position,
        String(raw),
      ).to.equal(expected);
    }
  });

  it('throws for a variant other than BAR or POPUP', () => {
    expect(() => coerceBannerPosition('bar' as BannerVariant, 'TOP')).to.throw(
      `coerceBannerPosition takes the variant 'BAR' or 'POPUP'; got "bar".`,
    );
  });
});

describe('bannerSettingsForSaving', () => {
  it('writes every setting under its spec name', () => {
    const settings: BannerSettings = {
      ...DEFAULTS,
      ctaText: 'OK',
      text: '<p>Hi</p>',
      variant: 'POPUP',
      position: 'TOP_RIGHT',
      enabled: true,
      restrictive: true,
    };
    expect(bannerSettingsForSaving(settings)).to.deep.equal({
      cookieBannerCtaText: 'OK',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerText: '<p>Hi</p>',
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'POPUP',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerAcceptType: 'OPT_IN',
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
      isRestrictiveCookiePolicyAbsolute: false,
      isVisitorDataRestricted: false,
    });
  });

  it("saves an empty paragraph, and the default text it reads as, as ''; other text as written", () => {
    for (const text of ['<p>&nbsp;</p>', '<p><br></p>', '', ' ', SPEC_TEXT]) {
      expect(bannerSettingsForSaving({ ...DEFAULTS, text }).cookieBannerText).to.equal('');
    }
    // Read, then saved unchanged: what was stored.
    const read = normalizeBannerSettings({ cookieBannerText: '<p><br></p>' });
    expect(read.text).to.equal(SPEC_TEXT);
    expect(bannerSettingsForSaving(read).cookieBannerText).to.equal('');
    const own = `${SPEC_TEXT} Ours too.`;
    expect(bannerSettingsForSaving({ ...DEFAULTS, text: own }).cookieBannerText).to.equal(own);
  });

  it('gives blank button texts their default and normalises enumerations and position', () => {
    const saved = bannerSettingsForSaving({
      ...DEFAULTS,
      ctaText: ' ',
      optOutCtaText: '',
      theme: 'light' as BannerSettings['theme'],
      variant: 'BAR',
      position: 'TOP_LEFT',
    });
    expect(saved).to.include({
      cookieBannerCtaText: 'Accept',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerTheme: 'LIGHT',
      cookieBannerPosition: 'TOP',
    });
  });

  it('reads back as it was saved, the empty text as the default', () => {
    const settings: BannerSettings = { ...DEFAULTS, text: '<p>&nbsp;</p>', theme: 'LIGHT' };
    expect(normalizeBannerSettings(bannerSettingsForSaving(settings))).to.deep.equal({
      ...settings,
      text: SPEC_TEXT,
    });
  });
});
