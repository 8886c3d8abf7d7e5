import { existsSync } from 'node:fs';

/** The system Chromium: CHROME_PATH when set, else Debian's. Never a downloaded browser. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    console.error(
      'No Chromium found: install it with `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  return found;
}

/** Flags for a headless run as root on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
