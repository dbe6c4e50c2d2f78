// `@shopfront/core/server`: the rules only the server applies, whose data no browser bundle and no installed package
// should carry. The workspace's own entry: the published @shopfront/core has `.` only, and no dependency for this.
export { isCommonPassword } from './full-common-password-list.ts';
