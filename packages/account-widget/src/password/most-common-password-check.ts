// Loaded on demand by useCommonPasswordCheck: the list (a few KiB) comes with a password screen, not with every page.
export { isAmongMostCommonPasswords } from '@shopfront/core';
