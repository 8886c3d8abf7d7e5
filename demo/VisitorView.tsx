import { useEffect, useState } from 'react';
import { loadBlockSettings } from './api.ts';
import { startSiteRuntime } from './site-runtime.ts';
import { AccordionSection } from './sections/AccordionSection.tsx';
import { ConsentSection } from './sections/ConsentSection.tsx';
import { FormSection } from './sections/FormSection.tsx';
import { GallerySection } from './sections/GallerySection.tsx';
import { ShopSection } from './sections/ShopSection.tsx';
import { VideoSection } from './sections/VideoSection.tsx';
import { signedInAsAdmin } from './signed-in.ts';
import { COOKIE_SETTINGS_ID, DEFAULT_COOKIE_SETTINGS } from './sections/CookieSettingsPanel.tsx';

/** A published page as a visitor sees it: one section per element. */
export function VisitorView() {
  const [cookieSettings, setCookieSettings] = useState<Record<string, unknown>>();
  useEffect(() => {
    loadBlockSettings(COOKIE_SETTINGS_ID, DEFAULT_COOKIE_SETTINGS).then((settings) => {
      startSiteRuntime({ ...settings });
      setCookieSettings({ ...settings });
    });
  }, []);

  return (
    <>
      <h1>Visitor view</h1>
      <p>A published page. Settings come from the owner view, stored by the dev API.</p>
      {signedInAsAdmin() && (
        <p data-testid="signed-in-note">
          Signed in as the site&apos;s admin: this visit and its widget use are not counted, the
          mouse is traced, and the page&apos;s events go live to the owner view&apos;s admin
          channel.
        </p>
      )}
      <AccordionSection />
      <GallerySection />
      <VideoSection />
      <FormSection />
      <ShopSection />
      {cookieSettings && <ConsentSection settings={cookieSettings} />}
    </>
  );
}
