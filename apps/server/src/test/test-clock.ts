/** A clock for `buildApp({ now })` that only moves when a test says so. */
export function createTestClock(start = new Date('2030-01-15T08:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}
