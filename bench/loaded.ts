/**
 * The 100-model targets of a frame again, measured with the rest of the machine busy (issue 18:
 * held under load, not only on a quiet machine). The runner keeps every other core spinning
 * while this group runs (`run.ts`), so each case has one core to itself and shares the memory,
 * the caches and the clock's boost with a busy neighbour, as on a machine running a browser and
 * a test suite beside the page.
 */
import type { BenchCase } from './case.js';
import { geometryCases } from './geometry.js';
import { webCases } from './web.js';

/** The largest target among the cases a page feels while a model is dragged: one frame. */
const FRAME_MS = 16;
/** The table those cases are measured on. */
const MODELS = 100;

/**
 * The geometry's and the page's cases with a target of a frame or less on the 100-model table,
 * each under a name of its own and shown against its quiet self.
 *
 * @example
 * loadedCases().map((c) => c.name); // ['loaded: one shooter vs 100 models …, the other cores busy', …]
 */
export function loadedCases(): BenchCase[] {
  return [...geometryCases(), ...webCases]
    .filter((c) => 'targetMs' in c && c.targetMs !== null && c.targetMs <= FRAME_MS && (c.size ?? MODELS) <= MODELS)
    .map((c) => ({ ...c, name: `loaded: ${c.name.replace(/^\w+: /, '')}, the other cores busy`, reference: c.name }));
}
