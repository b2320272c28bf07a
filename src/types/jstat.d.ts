/** The parts of jStat (npm `jstat`, no bundled types) used by src/experiments/stats.ts. */
declare module "jstat" {
  export const jStat: {
    normal: { cdf(x: number, mean: number, sd: number): number; inv(p: number, mean: number, sd: number): number };
    studentt: { cdf(x: number, dof: number): number; inv(p: number, dof: number): number };
    chisquare: { cdf(x: number, dof: number): number };
  };
}
