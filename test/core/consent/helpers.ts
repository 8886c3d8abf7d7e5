import Cookies from 'js-cookie';
import { removeCookie } from '../../../core/net/cookies.ts';
import { CONSENT_COOKIE, COOKIES_CLEARED_WITHOUT_CONSENT } from '../../../core/consent/index.ts';

export type StoredCookie = CookieListItem & { expires?: number; secure?: boolean };

export const DAY_MS = 86_400_000;

/** A cookie as the browser stores it, or undefined. */
export async function storedCookie(name: string): Promise<StoredCookie | undefined> {
  const [cookie] = (await cookieStore.getAll(name)) as StoredCookie[];
  return cookie;
}

/** Removes every cookie these tests may set. */
export function clearTestCookies(): void {
  for (const name of [CONSENT_COOKIE, ...COOKIES_CLEARED_WITHOUT_CONSENT, 'ss_keep']) {
    removeCookie(name);
    Cookies.remove(name, { path: '/', domain: location.hostname });
  }
}

/**
 * A same-origin frame whose document is at `path` (a page the test server does not have: its
 * 404 answer is still a document of that address), so that cookies are read and written there.
 */
export async function frameAt(path: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.src = path;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame;
}

/**
 * Runs `code` as a module in the frame, where `location` and `document.cookie` are the frame's;
 * resolves once it has run. Modules are imported by their address from the site root.
 */
export async function runInFrame(frame: HTMLIFrameElement, code: string): Promise<void> {
  const win = frame.contentWindow as Window & { ran?: Promise<void> };
  const script = frame.contentDocument!.createElement('script');
  script.type = 'module';
  script.textContent = `window.ran = (async () => { ${code} })();`;
  frame.contentDocument!.head.append(script);
  while (!win.ran) await new Promise((resolve) => setTimeout(resolve, 10));
  await win.ran;
}

/** Cookies a frame at `/blog/post` can see: set on the page's own path and on its folder. */
export function setCookiesBelowRoot(frame: HTMLIFrameElement, names: readonly string[]): void {
  const doc = frame.contentDocument!;
  for (const name of names) {
    // No path: the browser takes the folder of the page's path, `/blog`.
    doc.cookie = `${name}=folder`;
    doc.cookie = `${name}=slash; path=/blog/`;
    doc.cookie = `${name}=page; path=/blog/post`;
  }
}

/** Which of `names` a frame still sees (other tests' cookies, a crumb, are not its business). */
export function namesSeenIn(frame: HTMLIFrameElement, names: readonly string[]): string[] {
  const seen = frame.contentDocument!.cookie.split('; ').map((pair) => pair.split('=')[0]!);
  return names.filter((name) => seen.includes(name));
}

/** Removes what `setCookiesBelowRoot` set, whatever the code under test left. */
export function removeCookiesBelowRoot(names: readonly string[]): void {
  for (const name of names) {
    for (const path of ['/blog', '/blog/', '/blog/post']) {
      document.cookie = `${name}=; path=${path}; max-age=0`;
    }
  }
}
