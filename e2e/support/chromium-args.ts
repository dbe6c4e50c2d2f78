/** Chromium's flags for a measured or tested run: headless, and nothing of its own on the network or in the profile. */
export const headlessChromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
