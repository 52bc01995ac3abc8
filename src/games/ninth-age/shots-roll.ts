/**
 * Shots rolled on dice ("3D6*2", "D6+1"), one roll for each model before its to-hit rolls, as
 * one description both interpreters read: the odds weigh every number of shots, the roll
 * explains each die. A Volley Gun's roll also decides its −1 to hit or a Misfire
 * (NR-VOLLEY-GUN), and a Misfire rolls on the Misfire Table (NR-MISFIRE). Sources:
 * docs/special-rules.md.
 */
import { autoStep, cachedProcess, DONE, type Branch, type Process, type Step } from '../../dice/index.js';
import type { NinthAgeCheck, NinthAgeOutcome } from './explanation.js';
import type { ShotsDice } from './weapons.js';

/** What the Misfire Table gave (a Volley Gun rolls no modifier, so never an Explosion). */
export type MisfireResult = 'breakdown' | 'jammed' | 'malfunction';
/** Every {@link MisfireResult}, in the table's order. */
export const MISFIRE_RESULTS: readonly MisfireResult[] = ['breakdown', 'jammed', 'malfunction'];

/** A model's shots roll in progress: dice thrown so far, their total and natural 6s, and the end. */
export interface ShotsRollState {
  readonly stage: 'dice' | 'total' | 'misfire' | 'done';
  readonly rolled: number;
  /** The dice's values so far (a D3 is a D6 halved, rounding up). */
  readonly sum: number;
  readonly sixes: number;
  /** The shots the roll gives: 0 after a Misfire. */
  readonly shots: number;
  /** One natural 6 on a Volley Gun's dice: its shots are at −1 to hit. */
  readonly volleyGunSix: boolean;
  readonly misfire: MisfireResult | null;
}

/** Before the first die. */
export const SHOTS_ROLL_START: ShotsRollState = { stage: 'dice', rolled: 0, sum: 0, sixes: 0, shots: 0, volleyGunSix: false, misfire: null };

const STAGES: readonly ShotsRollState['stage'][] = ['dice', 'total', 'misfire', 'done'];

function shotsRollKey(s: ShotsRollState): number {
  let key = STAGES.indexOf(s.stage);
  key = key * 8 + s.rolled;
  key = key * 32 + s.sum;
  key = key * 8 + s.sixes;
  key = key * 128 + s.shots;
  key = key * 2 + (s.volleyGunSix ? 1 : 0);
  return key * 4 + (s.misfire === null ? 0 : MISFIRE_RESULTS.indexOf(s.misfire) + 1);
}

/** A D6's face as the die's value: a D3 is a D6 halved, rounding up. */
const dieValue = (dice: ShotsDice, face: number): number => (dice.sides === 3 ? Math.ceil(face / 2) : face);

/**
 * The two or more natural 6s that make a Volley Gun Misfire, and the one that gives −1 to hit
 * (NR-VOLLEY-GUN).
 */
const MISFIRE_SIXES = 2;

type ShotsStep = Step<ShotsRollState, NinthAgeCheck, NinthAgeOutcome>;

/**
 * One model's roll for its number of shots: each die, then the total (a Volley Gun's natural 6s:
 * one gives −1 to hit, two or more a Misfire), then on a Misfire the Misfire Table's D6 (1–2
 * Breakdown, 3–4 Jammed, 5–6 Malfunction). Every die is a D6 (a D3 is one halved), so a natural 6
 * is its face.
 *
 * @example
 * const ends = odds(shotsRollProcess(0, { count: 1, sides: 6, times: 1, plus: 1 }, false), SHOTS_ROLL_START, exactArithmetic);
 * ends.map((end) => end.state.shots); // [2, 3, 4, 5, 6, 7], each 1/6
 */
export function shotsRollProcess(volley: number, dice: ShotsDice, volleyGun: boolean): Process<ShotsRollState, NinthAgeCheck, NinthAgeOutcome> {
  return cachedProcess(shotsRollKey, (state): ShotsStep => {
    switch (state.stage) {
      case 'dice': {
        const branches: Branch<ShotsRollState, NinthAgeOutcome>[] = [];
        for (let face = 1; face <= 6; face += 1) {
          const six = face === 6;
          const next: ShotsRollState = { ...state, stage: state.rolled + 1 === dice.count ? 'total' : 'dice', rolled: state.rolled + 1, sum: state.sum + dieValue(dice, face), sixes: state.sixes + (six ? 1 : 0) };
          branches.push({ upTo: face, outcome: six && volleyGun ? 'shots-six' : 'shots-die', next });
        }
        return { kind: 'roll', sides: 6, check: { step: 'shots-roll', volley, dice, volleyGun }, branches };
      }
      case 'total': {
        const shots = state.sum * dice.times + dice.plus;
        const check: NinthAgeCheck = { step: 'shots-total', volley, dice, volleyGun, shots, sixes: state.sixes };
        if (volleyGun && state.sixes >= MISFIRE_SIXES) return autoStep(check, 'misfire', { ...state, stage: 'misfire', shots: 0 });
        if (volleyGun && state.sixes === 1) return autoStep(check, 'volley-gun-six', { ...state, stage: 'done', shots, volleyGunSix: true });
        return autoStep(check, 'shots', { ...state, stage: 'done', shots });
      }
      case 'misfire':
        return {
          kind: 'roll',
          sides: 6,
          check: { step: 'misfire', volley },
          branches: [
            { upTo: 2, outcome: 'breakdown', next: { ...state, stage: 'done', misfire: 'breakdown' } },
            { upTo: 4, outcome: 'jammed', next: { ...state, stage: 'done', misfire: 'jammed' } },
            { upTo: 6, outcome: 'malfunction', next: { ...state, stage: 'done', misfire: 'malfunction' } },
          ],
        };
      case 'done':
        return DONE;
    }
  });
}
