/**
 * A phase of a run, as stored with the counts: the variation keys in payload order with their weights,
 * `control=0.3334,landing2=0.3333,landing3=0.3333`. A weight change (or a changed list of variations) is a new
 * phase; the empty string means "not known" (counts from before phases were recorded).
 */
export function formatPhase(variationKeys: readonly string[], weights: readonly number[]): string {
  return variationKeys.map((key, i) => `${key}=${weights[i] ?? 0}`).join(",");
}

export function parsePhase(phase: string): { variationKeys: string[]; weights: number[] } | null {
  if (!phase) return null;
  const variationKeys: string[] = [];
  const weights: number[] = [];
  for (const part of phase.split(",")) {
    const m = /^([A-Za-z0-9_-]{1,64})=([0-9.eE+-]+)$/.exec(part);
    const weight = m ? Number(m[2]) : Number.NaN;
    if (!m || !Number.isFinite(weight) || weight < 0) return null;
    variationKeys.push(m[1] as string);
    weights.push(weight);
  }
  return { variationKeys, weights };
}
