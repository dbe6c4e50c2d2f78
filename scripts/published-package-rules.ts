// What a published package may contain (docs/releasing.md): declarations that need nothing but TypeScript and the
// packages they name, and style sheets that touch nothing of the host page outside `.sf-*`. The build applies the
// first (`withoutStyleImports`); `npm run check:packages` and scripts/published-package-rules.test.ts check both.

/** `import './button.css';` as tsc keeps it in a declaration file: a side-effect import of a style sheet. */
const styleImport = /^[ \t]*import\s+(['"])[^'"\n]+\.css\1[ \t]*;?[ \t]*$/gm;

/** The style-sheet imports left in a declaration file's text. */
export function styleImportsIn(declaration: string): string[] {
  return [...declaration.matchAll(styleImport)].map((match) => match[0].trim());
}

/**
 * The declaration without its style-sheet imports (the CSS ships as one style.css, not as the sources' files). Each
 * line is emptied, not removed, so that the declaration map's lines still match.
 */
export function withoutStyleImports(declaration: string): string {
  return declaration.replace(styleImport, '');
}

/** The style sheet that may style the host page itself, by the host's choice: `@shopfront/site-shell/page.css`. */
export const pageLevelStyleSheets: readonly string[] = ['page.css'];

interface CssBlock {
  readonly prelude: string;
  readonly body: string;
}

/** The top-level blocks of a style sheet (comments removed): each rule's prelude with its body's text. */
function blocksOf(css: string): CssBlock[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: CssBlock[] = [];
  let depth = 0;
  let preludeStart = 0;
  let bodyStart = 0;
  let prelude = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '"' || character === "'") {
      const end = text.indexOf(character, index + 1);
      index = end === -1 ? text.length : end;
    } else if (character === '{') {
      if (depth === 0) {
        prelude = text.slice(preludeStart, index).trim();
        bodyStart = index + 1;
      }
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ prelude, body: text.slice(bodyStart, index) });
        preludeStart = index + 1;
      }
    } else if (character === ';' && depth === 0) {
      preludeStart = index + 1;
    }
  }
  return blocks;
}

/** `text` split at the commas outside parentheses: the selectors of a selector list. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === separator && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
}

/** The selector without what `:not(…)` names: `:not(.sf-x)` alone matches everything else. */
function withoutNegations(selector: string): string {
  let result = '';
  for (let index = 0; index < selector.length; index += 1) {
    if (!selector.startsWith(':not(', index)) {
      result += selector[index];
      continue;
    }
    let depth = 0;
    for (index += ':not'.length; index < selector.length; index += 1) {
      if (selector[index] === '(') depth += 1;
      if (selector[index] === ')') depth -= 1;
      if (depth === 0) break;
    }
  }
  return result;
}

const shopfrontClass = /\.sf-[\w-]/;
/** Containers whose rules are checked one by one. */
const groupingAtRule = /^@(media|supports|container|layer)\b/;
const keyframes = /^@(?:-webkit-)?keyframes\s+(\S+)/;

/**
 * What a style sheet styles outside Shopfront's own elements: every selector that has no `.sf-*` class (`:root` only
 * for `--sf-*` custom properties, the design tokens), every `@keyframes` name without `sf-`, and any other at-rule
 * with a body (`@font-face` and the like change the host's page too). Empty when the sheet keeps to `.sf-*`.
 */
export function selectorsOutsideShopfront(css: string): string[] {
  return blocksOf(css).flatMap(({ prelude, body }): string[] => {
    if (groupingAtRule.test(prelude)) return selectorsOutsideShopfront(body);
    const keyframesName = keyframes.exec(prelude)?.[1];
    if (keyframesName !== undefined) return keyframesName.startsWith('sf-') ? [] : [prelude];
    if (prelude.startsWith('@')) return [prelude];
    return splitTopLevel(prelude, ',').flatMap((selector) => {
      if (selector === ':root')
        return splitTopLevel(body, ';')
          .map((declaration) => declaration.split(':')[0]?.trim() ?? '')
          .filter((property) => !property.startsWith('--sf-'))
          .map((property) => `:root { ${property} }`);
      return shopfrontClass.test(withoutNegations(selector)) ? [] : [selector];
    });
  });
}
