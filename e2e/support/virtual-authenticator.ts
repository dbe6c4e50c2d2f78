import type { Page } from 'playwright-core';

/**
 * Chromium's virtual authenticator through the DevTools protocol: a platform authenticator with user verification
 * that answers every prompt by itself (presence and verification simulated), holding discoverable credentials.
 */
export async function addVirtualAuthenticator(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable');
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await session.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
