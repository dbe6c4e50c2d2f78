// The experience API's language call, imported on a change only. Its own module, not `import('@shopfront/api')`: a
// host that already loads the package's entry would resolve that import to it and keep its whole namespace at start.
export { fetchAlternateLanguages } from '@shopfront/api';
