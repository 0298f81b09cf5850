import { describe, expect, it } from 'vitest';
import { parseTimehist, type Role } from './sched-trace.js';

/** Lines of `perf sched timehist` from a first-request pass (api 26150, client 26046). */
const TIMEHIST = `
           time    cpu  task name                       wait time  sch delay   run time
                        [tid/pid]                          (msec)     (msec)     (msec)
--------------- ------  ------------------------------  ---------  ---------  ---------
   45572.897377 [0001]  MainThread[26046]                   1.934      0.653      0.803
   45572.898681 [0000]  MainThread[26150]                   0.650      0.000      1.395
   45572.899095 [0001]  postgres[26201]                     1.670      0.000      0.851
   45572.899547 [0000]  postgres[26168]                     1.395      0.012      0.866
   45572.900049 [0001]  V8Worker[26154/26150]               0.000      0.048      0.841
   45572.901014 [0000]  <idle>                              8.167      0.000      1.467
   45572.901562 [0000]  memfd:sealed-91[22284]              1.467      0.039      0.547
   45572.902061 [0001]  MainThread[26150]                   0.950      0.875      1.061
`;

const roleOf = (pid: number, name: string): Role =>
  pid === 26150 ? 'api' : pid === 26046 ? 'client' : name === 'postgres' ? 'postgres' : 'other';

describe('parseTimehist', () => {
  it("sums each core's idle time and each role's run time; a thread counts for its process", () => {
    const trace = parseTimehist(TIMEHIST, roleOf);
    expect(trace.idleMs).toEqual([1.467, 0]);
    expect(trace.runMs.api).toBeCloseTo(1.395 + 0.841 + 1.061);
    expect(trace.runMs.client).toBeCloseTo(0.803);
    expect(trace.runMs.postgres).toBeCloseTo(0.851 + 0.866);
    expect(trace.runMs.other).toBeCloseTo(0.547);
    // The event loop's thread, not the worker beside it.
    expect(trace.apiThreadMs).toBeCloseTo(1.395 + 1.061);
    expect(trace.windowMs).toBeCloseTo(4.684);
  });
});
