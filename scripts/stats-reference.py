#!/usr/bin/env python3
"""Independent reference figures for src/experiments/stats.test.ts.

Plain Python with mpmath (50 significant digits), written from the formulas of
GrowthBook's frequentist engine, not from the TypeScript code: relative uplift
with the delta-method variance, Welch t-test (Welch-Satterthwaite degrees of
freedom), the sequential confidence sequence (tuning 5000), Holm-Bonferroni
and Benjamini-Hochberg, and the chi-square sample-ratio check.

    python3 scripts/stats-reference.py   # prints the figures as JSON
"""
import json
from mpmath import mp, mpf, sqrt, log, exp, betainc, gammainc, findroot

mp.dps = 50


def t_cdf(x, df):
    x, df = mpf(x), mpf(df)
    tail = betainc(df / 2, mpf(1) / 2, 0, df / (df + x * x), regularized=True) / 2
    return 1 - tail if x > 0 else tail


def t_ppf(q, df):
    return findroot(lambda x: t_cdf(x, df) - mpf(q), mpf(2))


def compare(na, xa, nb, xb, alpha=mpf("0.05"), sequential=False, tuning=mpf(5000)):
    na, xa, nb, xb = mpf(na), mpf(xa), mpf(nb), mpf(xb)
    pa, pb = xa / na, xb / nb
    va, vb = pa * (1 - pa), pb * (1 - pb)
    if va <= 0 or vb <= 0:
        return {"error": "zero-variance"}
    est = (pb - pa) / abs(pa)
    var = (vb / nb) / pa**2 + (va / na) * pb**2 / pa**4
    se = sqrt(var)
    dof = (vb / nb + va / na) ** 2 / (vb**2 / (nb**2 * (nb - 1)) + va**2 / (na**2 * (na - 1)))
    if sequential:
        n = na + nb
        rho = sqrt((-2 * log(alpha) + log(-2 * log(alpha) + 1)) / tuning)
        s2 = se**2 * n
        hw = sqrt(s2) * sqrt(2 * (n * rho**2 + 1) * log(sqrt(n * rho**2 + 1) / alpha) / (n * rho) ** 2)
        st2 = est**2 * n / se**2
        tr2p1 = n * rho**2 + 1
        e = exp(rho**2 * st2 / (2 * tr2p1)) / sqrt(tr2p1)
        p = min(1 / e, mpf(1))
    else:
        p = 2 * t_cdf(-abs(est / se), dof)
        hw = t_ppf(1 - alpha / 2, dof) * se
    return {"estimate": float(est), "se": float(se), "dof": float(dof), "p": float(p), "ci": [float(est - hw), float(est + hw)]}


def holm(ps):
    m = len(ps)
    order = sorted(range(m), key=lambda i: ps[i])
    out, running = [0.0] * m, 0.0
    for k, i in enumerate(order):
        running = max(running, min(ps[i] * (m - k), 1.0))
        out[i] = running
    return out


def bh(ps):
    m = len(ps)
    order = sorted(range(m), key=lambda i: -ps[i])
    out, running = [0.0] * m, 1.0
    for k, i in enumerate(order):
        running = min(running, min(ps[i] * m / (m - k), 1.0))
        out[i] = running
    return out


def srm(users, weights):
    total, tw = sum(users), sum(weights)
    x = mpf(0)
    for o, w in zip(users, weights):
        e = mpf(w) / tw * total
        x += (o - e) ** 2 / e
    k = len(users) - 1
    return {"chiSquare": float(x), "p": float(gammainc(mpf(k) / 2, x / 2, mp.inf, regularized=True))}


DATASETS = {
    "balanced": [(10000, 400), (10000, 460)],
    "lopsided": [(18000, 720), (2000, 104)],
    "small": [(150, 9), (150, 15)],
    "three-arms": [(5000, 200), (5000, 205), (5000, 265)],
    "weight-change-phase-2": [(1200, 48), (1150, 46), (9650, 480)],
    "issue-59-vs-40": [(1000, 40), (1000, 59)],
}

if __name__ == "__main__":
    out = {}
    for name, arms in DATASETS.items():
        (na, xa), rest = arms[0], arms[1:]
        fixed = [compare(na, xa, nb, xb) for nb, xb in rest]
        seq = [compare(na, xa, nb, xb, sequential=True) for nb, xb in rest]
        ps = [r.get("p", 1.0) for r in fixed]
        out[name] = {"fixed": fixed, "sequential": seq, "holm": holm(ps), "bh": bh(ps)}
    out["srm"] = {
        "phase-1": srm([3334, 3301, 3365], [0.3334, 0.3333, 0.3333]),
        "phase-2": srm([1200, 1150, 9650], [0.1, 0.1, 0.8]),
        "pooled-vs-phase-2-weights": srm([4534, 4451, 13015], [0.1, 0.1, 0.8]),
    }
    # GrowthBook's own correction fixtures (packages/shared/test/experiments.test.ts).
    out["holm-growthbook"] = holm([0.01, 0.04, 0.03, 0.005, 0.55, 0.6])
    out["bh-growthbook"] = bh([0.898, 0.138, 0.007, 0.964, 0.538, 0.006, 0.138])
    print(json.dumps(out, indent=1))
