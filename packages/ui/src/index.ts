export { useText } from './use-text.ts';
