/** Student-t quantiles and tail probabilities (with 3 to 10 pairs, normal quantiles would accept 11-14% of null branches at a 5% level). */
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

/** The `p` quantile of Student's t with `df` degrees of freedom. */
export function studentQuantile(p: number, df: number): number {
  return tQuantile(p, df);
}

/** P(T > t) for Student's t with `df` degrees of freedom: the one-sided p-value of the statistic `t`. */
export function studentUpperTail(t: number, df: number): number {
  return 1 - tCdf(t, df);
}
