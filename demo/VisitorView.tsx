import { useEffect, useState } from 'react';
import { knownBlockSettings, loadBlockSettings } from './api.ts';
import {
  ACCORDION_BLOCK_ID,
  COOKIE_SETTINGS_ID,
  DEFAULT_ACCORDION_SETTINGS,
  DEFAULT_COOKIE_SETTINGS,
  DEFAULT_GALLERY_SETTINGS,
  DEFAULT_VIDEO_SETTINGS,
  GALLERY_BLOCK_ID,
  VIDEO_BLOCK_ID,
} from './blocks.ts';
import { startSiteRuntime } from './site-runtime.ts';
import { AccordionSection } from './sections/AccordionSection.tsx';
import { ConsentSection } from './sections/ConsentSection.tsx';
import { FormSection } from './sections/FormSection.tsx';
import { GallerySection } from './sections/GallerySection.tsx';
import { ShopSection } from './sections/ShopSection.tsx';
import { VideoSection } from './sections/VideoSection.tsx';
import { signedInAsAdmin } from './signed-in.ts';

/** The blocks of the page whose settings the owner sets, with their defaults. */
const BLOCKS: ReadonlyArray<readonly [string, object]> = [
  [ACCORDION_BLOCK_ID, DEFAULT_ACCORDION_SETTINGS],
  [GALLERY_BLOCK_ID, DEFAULT_GALLERY_SETTINGS],
  [VIDEO_BLOCK_ID, DEFAULT_VIDEO_SETTINGS],
];

/**
 * A published page as a visitor sees it: one section per element. As a server would render the
 * page with its blocks' settings, the sections come at once, once all are loaded: none grows
 * above another that was shown already (no layout shift).
 */
export function VisitorView() {
  const [cookieSettings, setCookieSettings] = useState<Record<string, unknown>>();
  const [ready, setReady] = useState(() => BLOCKS.every(([id]) => knownBlockSettings(id)));
  useEffect(() => {
    if (!ready)
      void Promise.all(BLOCKS.map(([id, defaults]) => loadBlockSettings(id, defaults))).then(() =>
        setReady(true),
      );
    // Loaded once, as the page is.
  }, []);
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
      {ready ? (
        <>
          <AccordionSection />
          <GallerySection />
          <VideoSection />
          <FormSection />
          <ShopSection />
        </>
      ) : (
        <p aria-busy="true">Loading the page…</p>
      )}
      {ready && cookieSettings && <ConsentSection settings={cookieSettings} />}
    </>
  );
}
