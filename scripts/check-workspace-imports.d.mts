// Types of what check-workspace-imports.mjs exports, for its test.
export declare function importSpecifiers(text: string): string[];
export declare function workspaceFolders(root: string): string[];
export declare function undeclaredImports(root: string): string[];
export declare function importGraph(root: string): Map<string, Set<string>>;
export declare function findCycles(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
): { files: string[]; chain: string[] }[];
export declare function importCycleProblems(root: string): string[];
