// A module of its own so the dialog root can load it on the rare refused session: the logout brings every service's
// client (and their response schemas) that the login dialog's first open does not need.
export { logout } from '@shopfront/api/browser';
