// The ESLint rule `boundaries/features` (eslint.config.js): folders beside each other under a feature root never import
// each other (docs/architecture.md "Dependencies"). Every folder is a feature unless the root names it `shared` (any
// sibling may import it) or `composing` (it may import its siblings); a new folder is a feature without being listed.
// The rule holds at every depth: the folders inside a feature are features of their own towards each other, the
// parent's own files compose them, and they may import their parent's files (as any folder may a file beside it).
import { statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * Why `file` may not import `target` (both absolute paths) under the feature `roots` (absolute root → `{ shared,
 * composing }`, folder paths relative to the root), or undefined when it may.
 */
export function boundaryViolation(roots, file, target) {
  for (const [root, zones] of Object.entries(roots)) {
    const from = relative(root, file).split(sep);
    const to = relative(root, target).split(sep);
    if (from[0] === '..' || isAbsolute(from[0] ?? '') || to[0] === '..' || isAbsolute(to[0] ?? '')) continue;
    let depth = 0;
    while (depth < from.length - 1 && depth < to.length - 1 && from[depth] === to[depth]) depth++;
    // Either side a file directly in the common folder: a folder's own files compose its folders and are theirs to use.
    if (depth >= from.length - 1 || depth >= to.length - 1) return undefined;
    const fromFolder = from.slice(0, depth + 1).join('/');
    const toFolder = to.slice(0, depth + 1).join('/');
    if ((zones.shared ?? []).includes(toFolder) || (zones.composing ?? []).includes(fromFolder)) return undefined;
    return `${fromFolder}/ imports ${toFolder}/ (under ${relative(process.cwd(), root) || '.'}): features never import each other; share through a folder the root names as shared, or compose them in the parent's own files.`;
  }
  return undefined;
}

/** Throws when a root names a shared or composing folder that does not exist (a renamed folder would lose its zone). */
export function checkZoneFolders(roots) {
  for (const [root, zones] of Object.entries(roots)) {
    for (const folder of [...(zones.shared ?? []), ...(zones.composing ?? [])]) {
      if (!statSync(join(root, folder), { throwIfNoEntry: false })?.isDirectory())
        throw new Error(`eslint.config.js: ${root} names ${folder}/, which is not a folder`);
    }
  }
  return roots;
}

const features = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders never import each other.' },
    schema: [{ type: 'object', additionalProperties: { type: 'object' } }],
  },
  create(context) {
    const roots = context.options[0] ?? {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const message = boundaryViolation(roots, context.filename, resolve(dirname(context.filename), source.value));
      if (message !== undefined) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const featureBoundaries = { rules: { features } };
