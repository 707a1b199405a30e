/**
 * Debian's Chromium, never a browser downloaded by a test tool. The flags keep it from
 * reaching for the network (this machine has none) and make it run as root, headless.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}
