/**
 * Debian's Chromium, never a downloaded browser, with the flags this machine needs: no sandbox as
 * root, no GPU, and none of the background calls to Google that its closed network refuses.
 */
export const debianChromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
