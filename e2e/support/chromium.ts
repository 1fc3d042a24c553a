// Debian's Chromium and the switches this machine needs to start it (no sandbox in a container,
// no GPU, nothing fetched in the background): shared by the e2e journeys and bench/lighthouse.ts.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
