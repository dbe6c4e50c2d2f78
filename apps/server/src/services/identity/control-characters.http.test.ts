import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';
import { postIdentityForm } from '#test/server/identity-form.ts';
import { postShopLogin } from '#test/server/shop-login.ts';

const consents = { 'terms-statement': { isConsentGranted: true }, 'privacy-statement': { isConsentGranted: true } };

/** JSON with every control character escaped (JSON.stringify leaves DEL and C1 as they are). */
function escapedJson(value: object): string {
  return JSON.stringify(value).replace(
    /[\u007F-\u009F]/gu,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** docs/rules.md: control characters are refused where a profile value enters, never where it is read back. */
describe('control characters in profile fields', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  const cdc = (method: string, form: Record<string, string>) => postIdentityForm(server.app, method, form);

  async function register(
    email: string,
    fields: { profile?: object; preferences?: object; subscriptions?: object; data?: object },
  ) {
    const regToken = String((await cdc('accounts.initRegistration', {})).json().regToken);
    return cdc('accounts.register', {
      regToken,
      email,
      password: 'Fjord-Breeze-77',
      lang: 'en-GB',
      finalizeRegistration: 'true',
      profile: escapedJson(fields.profile ?? { firstName: 'Ada', lastName: 'Lovelace' }),
      preferences: escapedJson(fields.preferences ?? consents),
      ...(fields.subscriptions ? { subscriptions: escapedJson(fields.subscriptions) } : {}),
      ...(fields.data ? { data: escapedJson(fields.data) } : {}),
    });
  }

  async function accountsWith(email: string) {
    const [row] = await server.database.query<{ count: number }>(
      `select count(*)::int as count from accounts where email_normalized = $1`,
      [email],
    );
    return row?.count;
  }

  function expectRefusal(response: { statusCode: number; json(): unknown }, fieldName: string) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 400009, validationErrors: [{ errorCode: 400009, fieldName }] });
  }

  it.each([
    [
      'a form feed in the first name',
      { profile: { firstName: 'Form\fFeed', lastName: 'Lovelace' } },
      'profile.firstName',
    ],
    ['a line feed in the last name', { profile: { firstName: 'Ada', lastName: 'Love\nlace' } }, 'profile.lastName'],
    ['a tab', { profile: { firstName: 'Ada\t', lastName: 'Lovelace' } }, 'profile.firstName'],
    ['NUL', { profile: { firstName: 'Ada', lastName: '\u0000' } }, 'profile.lastName'],
    ['an escape sequence', { profile: { firstName: '\u001B[31mAda', lastName: 'Lovelace' } }, 'profile.firstName'],
    ['DEL', { profile: { firstName: 'Ada\u007F', lastName: 'Lovelace' } }, 'profile.firstName'],
    ['a C1 next line', { profile: { firstName: 'Ada', lastName: 'Love\u0085lace' } }, 'profile.lastName'],
    [
      'one in a profile field the server does not keep',
      { profile: { firstName: 'Ada', lastName: 'Lovelace', city: 'Lon\fdon' } },
      'profile.city',
    ],
    ['one in a consent key', { preferences: { ...consents, 'x\fy': { isConsentGranted: true } } }, 'preferences.x\fy'],
    [
      'one in the subscriptions',
      { subscriptions: { newsletter: { email: { isSubscribed: true, note: '\r' } } } },
      'subscriptions.newsletter.email.note',
    ],
    ['one in the data', { data: { isUsResident: '\u0007' } }, 'data.isUsResident'],
  ])(
    'accounts.register refuses %s with 400009 naming the field, and creates no account',
    async (_case, fields, fieldName) => {
      const email = `control.${fieldName.replace(/[^a-z]/gi, '')}.${Object.keys(fields).join('')}@example.co.uk`;
      expectRefusal(await register(email, fields), fieldName);
      expect(await accountsWith(email)).toBe(0);
    },
  );

  it('a control character sent unescaped in the form is refused before any route reads it', async () => {
    const email = 'raw.delete@example.co.uk';
    const regToken = String((await cdc('accounts.initRegistration', {})).json().regToken);
    const response = await cdc('accounts.register', {
      regToken,
      email,
      password: 'Fjord-Breeze-77',
      lang: 'en-GB',
      preferences: JSON.stringify(consents),
      profile: JSON.stringify({ firstName: 'Ada\u007F', lastName: 'Lovelace' }),
    });
    expect(response.statusCode).toBe(400);
    expect(await accountsWith(email)).toBe(0);
  });

  it('accounts.register still takes names with letters, marks, spaces and punctuation of any script', async () => {
    const email = 'zoe.oconnor@example.co.uk';
    const response = await register(email, {
      profile: { firstName: 'Zoë Ångström-Łukasz', lastName: 'O’Connor 名前' },
    });
    expect(response.json()).toMatchObject({ errorCode: 206002 });
    expect(await accountsWith(email)).toBe(1);
  });

  it('accounts.setAccountInfo refuses a control character in its preferences, naming the field', async () => {
    const login = await cdc('accounts.login', { loginID: 'james.wilson@example.co.uk', password: 'Nordhem-Demo-2026' });
    const loginToken = String(login.json().sessionInfo.cookieValue);
    const response = await cdc('accounts.setAccountInfo', {
      login_token: loginToken,
      preferences: JSON.stringify({ 'personalised-general': { isConsentGranted: true, note: 'a\u0000b' } }),
    });
    expectRefusal(response, 'preferences.personalised-general.note');
  });

  it('a name stored with a control character before the rule still signs its owner in to the shop', async () => {
    await server.database.query(
      `update accounts set first_name = 'Form' || chr(12) || 'Feed' where uid = 'demo-gb-amelia'`,
    );
    const login = await cdc('accounts.login', {
      loginID: 'amelia.clarke@example.co.uk',
      password: 'Nordhem-Demo-2026',
    });
    const { UID, UIDSignature, signatureTimestamp, profile } = login.json();
    expect(profile.firstName).toBe('Form\fFeed');

    const shopLogin = (gigyaData: object) => postShopLogin(server.app, gigyaData);
    // The widget passes on what the identity provider answered, profile and data included.
    const gigyaData = {
      eventName: 'login',
      UID,
      UIDSignature,
      signatureTimestamp,
      profile,
      data: { note: 'kept\u0000as stored' },
    };
    const signedIn = await shopLogin(gigyaData);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.find((cookie) => cookie.name === 'shop_session')).toBeDefined();
    // Only what the shop never reads is passed over: the fields it reads are still checked.
    const tampered = await shopLogin({ ...gigyaData, UID: `${UID}\f` });
    expect(tampered.statusCode).toBe(400);
  });
});
