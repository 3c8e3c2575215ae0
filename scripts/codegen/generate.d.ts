export declare const ROOT: string;
/** Path (relative to the repo root) -> file content. */
export declare function generateFiles(): Promise<Map<string, string>>;
/** Every `*.graphql.ts` operation file in the widget packages, repo-relative and sorted. */
export declare function operationFiles(): string[];
