import { describe, expect, it } from 'vitest';
import { estimateProjectCost } from '../estimate';
import { heldOutProjects } from './held-out-projects';
import { publishedProjects, type PublishedProject } from './published-projects';

function measure(cases: PublishedProject[]) {
  const errors = cases.map((case_) => {
    const estimated = estimateProjectCost(case_.project).totalCents / 100;
    return {
      name: case_.name,
      estimated,
      published: case_.publishedCostDollars,
      error: Math.abs(estimated / case_.publishedCostDollars - 1),
    };
  });
  const sorted = errors.map((e) => e.error).sort((a, b) => a - b);
  const median =
    ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) /
    2;
  return { errors, median, worst: sorted[sorted.length - 1] ?? 0 };
}

function report(label: string, { errors, median, worst }: ReturnType<typeof measure>) {
  console.table(
    errors.map((e) => ({
      ...e,
      signed: `${((e.estimated / e.published - 1) * 100).toFixed(1)} %`,
      error: `${(e.error * 100).toFixed(1)} %`,
    })),
  );
  console.log(
    `${label}: ${errors.length} cases, median absolute error ${(median * 100).toFixed(1)} %, ` +
      `worst ${(worst * 100).toFixed(1)} %`,
  );
}

const tuning = measure(publishedProjects);
const heldOut = measure(heldOutProjects);
const all = measure([...publishedProjects, ...heldOutProjects]);

describe('accuracy against published whole-project costs', () => {
  it('cites a source for every published project and prices each one', () => {
    for (const case_ of [...publishedProjects, ...heldOutProjects]) {
      expect(case_.source.url, case_.name).toMatch(/^https?:\/\//);
      expect(case_.source.quote.length, case_.name).toBeGreaterThan(10);
      expect(case_.source.year, case_.name).toBeGreaterThanOrEqual(2000);
      expect(case_.reading.length, case_.name).toBeGreaterThan(10);
    }
    report('tuning cases', tuning);
    report('held-out cases', heldOut);
    report('all cases', all);
    expect(all.errors.every((e) => e.estimated > 0)).toBe(true);
  });

  // Met since ADR 027 (a contractor-run remodel's contingency and a remodeler's debris removal, both sourced):
  // 25 tuning cases median 18.8 % / worst 80.7 % (ADR 029: 21.8 % / 80.7 %); 12 held-out cases, run once at
  // the end, median 18.4 % / worst 65.3 % (ADR 029: 21.9 % / 44.7 %); all 37 cases 18.8 % / 80.7 %.
  it('meets the issue bar: median absolute error at most 20 % on all cases and on the held-out ones', () => {
    expect(all.median).toBeLessThanOrEqual(0.2);
    expect(heldOut.median).toBeLessThanOrEqual(0.2);
  });
});
