import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, with the files known to be long moved to the front. Vitest runs the files
 * that took longest last time first, but a fresh clone (CI) has no such record and it falls back
 * to the largest files first: a short file that runs for a long time (one test over a thousand
 * positions, a server started and hashing passwords) then starts near the end and one worker
 * finishes it alone while the other waits. `first` names files by their path from the project's
 * root; the others keep Vitest's order.
 */
export function longFirst(first: readonly string[]) {
  return class LongFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (file: TestSpecification) => {
        const index = first.indexOf(relative(this.ctx.config.root, file.moduleId).split('\\').join('/'));
        return index === -1 ? first.length : index;
      };
      // Array.prototype.sort is stable: files of equal rank keep Vitest's order.
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
