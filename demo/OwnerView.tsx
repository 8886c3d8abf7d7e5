import { AdminEvents } from './sections/AdminEvents.tsx';
import { BrowserState } from './sections/BrowserState.tsx';
import { AccordionSettingsPanel } from './sections/AccordionSettingsPanel.tsx';
import { CookieSettingsPanel } from './sections/CookieSettingsPanel.tsx';
import { GallerySettingsPanel } from './sections/GallerySettingsPanel.tsx';
import { StoredRecords } from './sections/StoredRecords.tsx';
import { VideoSettingsPanel } from './sections/VideoSettingsPanel.tsx';

/** The site owner's side: block settings, and what the dev API has stored. */
export function OwnerView() {
  return (
    <>
      <h1>Owner view</h1>
      <GallerySettingsPanel />
      <VideoSettingsPanel />
      <AccordionSettingsPanel />
      <CookieSettingsPanel />
      <BrowserState />
      <AdminEvents />
      <StoredRecords />
    </>
  );
}
