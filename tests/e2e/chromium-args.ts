/** The flags of the tests' headless Chromium: no sandbox (containers), no GPU, and nothing reaching out to
 * the network on its own. Used by the shared browser server (setup.ts) and by `launchOwn` (browser.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
