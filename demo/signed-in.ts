import { CONTEXT_SELECTOR } from '../core/site/read-context.ts';

/** The address of the published page as the site's admin, signed in, sees it. */
export const ADMIN_PREVIEW_HREF = '?as=admin#/visitor';

/** Whether this tab shows the page signed in as the site's admin (`?as=admin`). */
export const signedInAsAdmin = (): boolean =>
  new URLSearchParams(location.search).get('as') === 'admin';

/**
 * Writes the page context a host writes for a signed-in admin, before anything reads it: an
 * authenticated account holding the admin website role (1).
 */
export function writeAdminContext(): void {
  if (!signedInAsAdmin() || document.querySelector(CONTEXT_SELECTOR)) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.ssContext = '';
  script.textContent = JSON.stringify({
    authenticatedAccount: { id: 'demo-owner', displayName: 'Site owner' },
    websiteRoles: [1],
  });
  document.head.append(script);
}
