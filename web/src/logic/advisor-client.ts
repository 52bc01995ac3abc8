/**
 * The page's side of the advisor's worker: one question at a time per channel, the latest
 * wins. A new question while one is being worked out ends that worker (its answer would be of a
 * battle that is gone: a model moved) and the next one starts a fresh worker. DOM-free: the
 * worker is made by the function given, so Node's tests hand it a fake.
 */
import type { AdvisorAnswer, AdvisorQuestion } from './advisor.js';

/** A question as posted to the worker, with its number. */
export interface AdvisorEnvelope<Q = AdvisorQuestion> {
  readonly id: number;
  readonly question: Q;
}

/** The worker's answer to the question numbered `id`; the maps come in two (the heat map first), the last `final`. */
export interface AdvisorReply {
  readonly id: number;
  readonly answer: AdvisorAnswer;
  readonly final: boolean;
}

/** What the channel needs of a worker: the part of the DOM's `Worker` it uses. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<AdvisorReply>) => void) | null;
  postMessage(message: AdvisorEnvelope): void;
  terminate(): void;
}

/** A channel to the advisor: ask (cancelling what was being asked), cancel, close. */
export interface AdvisorChannel {
  /**
   * Asks; `onAnswer` is called with each answer the worker sends (the maps: the heat map alone,
   * then both; a plan once), unless another question or a cancel comes first. The question is
   * worked out (`busy`) until the last.
   */
  ask(question: AdvisorQuestion, onAnswer: (answer: AdvisorAnswer) => void): void;
  /** Drops the question being worked out, ending its worker. */
  cancel(): void;
  /** Whether a question is being worked out. */
  busy(): boolean;
  close(): void;
}

/**
 * A channel over workers made by `spawn`, one alive at a time.
 *
 * @example
 * const channel = advisorChannel(() => new Worker(new URL('./advisor-worker.ts', import.meta.url), { type: 'module' }));
 * channel.ask({ kind: 'plan', file, goal: { kind: 'expected' } }, (answer) => show(answer));
 */
export function advisorChannel(spawn: () => WorkerLike): AdvisorChannel {
  let worker: WorkerLike | null = null;
  let asked = 0;
  let waiting: number | null = null;
  const end = () => {
    worker?.terminate();
    worker = null;
    waiting = null;
  };
  return {
    ask(question, onAnswer) {
      if (waiting !== null) end();
      const live = worker ?? spawn();
      worker = live;
      const id = ++asked;
      waiting = id;
      live.onmessage = (event) => {
        if (event.data.id !== waiting) return;
        if (event.data.final) waiting = null;
        onAnswer(event.data.answer);
      };
      live.postMessage({ id, question });
    },
    cancel() {
      if (waiting !== null) end();
    },
    busy: () => waiting !== null,
    close: end,
  };
}
