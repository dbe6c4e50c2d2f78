// A module of its own, imported on demand (a refused session, a changed password): the logout brings every service's
// client and their response schemas, which opening a dialog does not need.
export { logout } from '@shopfront/api/browser';
