// Types of scripts/serve.mjs for the TypeScript that imports it (the end-to-end tests).

/** The policy of the page's `<meta http-equiv="Content-Security-Policy">` in `dir`/index.html. */
export declare const pagePolicy: (dir: string) => string;

/** Serves `dir` on `host:port` (port 0: any free one); resolves once listening. */
export declare const serve: (options: { dir: string; port: number; host?: string }) => Promise<{
  readonly url: string;
  close(): Promise<void>;
}>;
