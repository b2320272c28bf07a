type MetaHolder = { meta?: { title?: unknown; description?: unknown } };

/** Every nested namespace (dot path) of a message tree holding a string `meta.title` and `meta.description`. */
export function metaNamespaces(tree: unknown, prefix = ""): string[] {
  if (!tree || typeof tree !== "object" || Array.isArray(tree)) return [];
  const found: string[] = [];
  const meta = (tree as MetaHolder).meta;
  if (prefix && meta && typeof meta.title === "string" && typeof meta.description === "string") found.push(prefix);
  for (const [key, value] of Object.entries(tree)) {
    if (key === "meta") continue;
    found.push(...metaNamespaces(value, prefix ? `${prefix}.${key}` : key));
  }
  return found;
}

/** `meta.title` and `meta.description` of a namespace (dot path), or undefined. */
export function metaOf(tree: unknown, namespace: string): { title: string; description: string } | undefined {
  let node: unknown = tree;
  for (const key of namespace.split(".")) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const meta = (node as MetaHolder | undefined)?.meta;
  if (!meta || typeof meta.title !== "string" || typeof meta.description !== "string") return undefined;
  return { title: meta.title, description: meta.description };
}

/** Public path of a page's social image (src/app/og/[locale]/[image]/route.tsx). */
export function ogImagePath(locale: string, namespace: string): string {
  return `/og/${locale}/${namespace}.png`;
}
