import pg from 'pg';

/**
 * The application's own login role and a database it owns, on a server where `adminUrl` is a superuser: what an
 * operator creates before the first start. `settings` become the role's defaults (ALTER ROLE … SET), e.g. the
 * statement_timeout a transaction pooler leaves to the role (docs/decisions/019).
 */
export async function createApplicationDatabase(
  adminUrl: string,
  role: string,
  password: string,
  settings: Readonly<Record<string, string>> = {},
): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const name = admin.escapeIdentifier(role);
    await admin.query(`create role ${name} login password ${admin.escapeLiteral(password)}`);
    for (const [setting, value] of Object.entries(settings)) {
      await admin.query(`alter role ${name} set ${admin.escapeIdentifier(setting)} = ${admin.escapeLiteral(value)}`);
    }
    await admin.query(`create database ${name} owner ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  url.pathname = `/${role}`;
  return url.href;
}
