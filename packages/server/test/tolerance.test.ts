import { expect, it } from 'vitest';
import { maxCountedNames, ToleranceLog } from '../src/collect/tolerance.js';

it('counts tolerated fields per name within a bounded memory, logging each name once', () => {
  const lines: string[] = [];
  const log = new ToleranceLog((line) => lines.push(line));
  const names = Array.from({ length: maxCountedNames + 50 }, (_, i) => `f${i}`);
  log.note({ unknown: names, mistyped: [], defaulted: [] });
  log.note({ unknown: ['f0', 'x'.repeat(5000)], mistyped: ['screenWidth'], defaulted: ['lcT'] });
  const snapshot = log.snapshot();
  expect(Object.keys(snapshot.unknown)).toHaveLength(maxCountedNames + 1);
  expect(snapshot.unknown.f0).toBe(2);
  expect(snapshot.unknown['(other)']).toBe(51);
  expect(snapshot.mistyped).toEqual({ screenWidth: 1 });
  expect(snapshot.defaulted).toEqual({ lcT: 1 });
  // One line per distinct name, "(other)" once; no line longer than a truncated name.
  expect(lines).toHaveLength(maxCountedNames + 1 + 2);
  expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(250);
});
