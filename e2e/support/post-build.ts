import path from "node:path";
import { pathToFileURL } from "node:url";

type PostBuild = typeof import("../../scripts/post-build.mjs");

/**
 * scripts/post-build.mjs, the one module that knows the markup Next emits. Loaded with a native `import()`: it is
 * plain ESM, which a static import from a spec would hand to Playwright's CommonJS transform.
 */
export function postBuild(): Promise<PostBuild> {
  return import(pathToFileURL(path.resolve(__dirname, "../../scripts/post-build.mjs")).href) as Promise<PostBuild>;
}
