import { describe, expect, it } from 'vitest';
import { battleaxeOverkill } from '../../../src/advisor/test-phases.js';
import { answerInSteps, type AdvisorAnswer, type AdvisorQuestion } from './advisor.js';
import { advisorChannel, type AdvisorEnvelope, type AdvisorReply, type WorkerLike } from './advisor-client.js';

/** A worker that holds each question until told to answer it, and records what happened to it. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<AdvisorReply>) => void) | null = null;
  readonly posted: AdvisorEnvelope[] = [];
  terminated = false;
  postMessage(message: AdvisorEnvelope): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers the question numbered `id` the way the real worker does: every step it sends. */
  answer(id: number): void {
    for (const reply of this.replies(id)) this.onmessage?.({ data: reply } as MessageEvent<AdvisorReply>);
  }
  /** The replies the real worker sends to the question numbered `id`, in order (none once ended). */
  replies(id: number): AdvisorReply[] {
    const asked = this.posted.find((p) => p.id === id);
    if (!asked || this.terminated) return [];
    const replies: AdvisorReply[] = [];
    answerInSteps(asked.question, (answer, final) => replies.push({ id, answer, final }));
    return replies;
  }
}

const plan: AdvisorQuestion = { kind: 'plan', file: battleaxeOverkill(), goal: { kind: 'expected' } };
const advice: AdvisorQuestion = { kind: 'advice', file: battleaxeOverkill(), request: { shooter: 'a', goal: 'out-of-action' } };

describe('the advisor\'s channel', () => {
  it('answers a question through its worker, which stays alive for the next', () => {
    const workers: FakeWorker[] = [];
    const channel = advisorChannel(() => workers[workers.push(new FakeWorker()) - 1] as FakeWorker);
    const answers: AdvisorAnswer[] = [];
    channel.ask(plan, (a) => answers.push(a));
    expect(channel.busy()).toBe(true);
    workers[0]?.answer(1);
    expect(answers.map((a) => a.kind)).toEqual(['plan']);
    expect(channel.busy()).toBe(false);
    channel.ask(advice, (a) => answers.push(a));
    workers[0]?.answer(2);
    expect(answers.map((a) => a.kind)).toEqual(['plan', 'advice', 'advice']);
    expect(workers).toHaveLength(1);
  });

  it('the maps come in two answers: the heat map at once, the exposure map after; the question is worked out until the last', () => {
    const workers: FakeWorker[] = [];
    const channel = advisorChannel(() => workers[workers.push(new FakeWorker()) - 1] as FakeWorker);
    const answers: AdvisorAnswer[] = [];
    channel.ask(advice, (a) => answers.push(a));
    const [heat, both] = workers[0]?.replies(1) ?? [];
    if (!heat || !both) throw new Error('two replies expected');
    workers[0]?.onmessage?.({ data: heat } as MessageEvent<AdvisorReply>);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.kind === 'advice' && answers[0].result.ok && answers[0].result.advice.exposure).toBeNull();
    expect(channel.busy()).toBe(true);
    workers[0]?.onmessage?.({ data: both } as MessageEvent<AdvisorReply>);
    expect(answers).toHaveLength(2);
    expect(answers[1]?.kind === 'advice' && answers[1].result.ok && answers[1].result.advice.exposure !== null).toBe(true);
    expect(channel.busy()).toBe(false);
  });

  it('a new question after the heat map but before the exposure map ends the worker: the rest never arrives', () => {
    const workers: FakeWorker[] = [];
    const channel = advisorChannel(() => workers[workers.push(new FakeWorker()) - 1] as FakeWorker);
    const answers: string[] = [];
    channel.ask(advice, (a) => answers.push(a.kind === 'advice' && a.result.ok && a.result.advice.exposure === null ? 'heat' : 'both'));
    const [heat, both] = workers[0]?.replies(1) ?? [];
    if (!heat || !both) throw new Error('two replies expected');
    workers[0]?.onmessage?.({ data: heat } as MessageEvent<AdvisorReply>);
    channel.ask(plan, () => answers.push('plan'));
    expect(workers[0]?.terminated).toBe(true);
    workers[0]?.onmessage?.({ data: both } as MessageEvent<AdvisorReply>);
    workers[1]?.answer(2);
    expect(answers).toEqual(['heat', 'plan']);
  });

  it('a new question while one is worked out ends that worker: the stale answer never arrives, the new one does', () => {
    const workers: FakeWorker[] = [];
    const channel = advisorChannel(() => workers[workers.push(new FakeWorker()) - 1] as FakeWorker);
    const answers: string[] = [];
    channel.ask(plan, () => answers.push('stale'));
    channel.ask(advice, () => answers.push('fresh'));
    expect(workers.map((w) => w.terminated)).toEqual([true, false]);
    workers[0]?.answer(1);
    workers[1]?.answer(2);
    // The maps' two answers: the heat map, then both.
    expect(answers).toEqual(['fresh', 'fresh']);
  });

  it('an answer with an old number is ignored; cancel ends the worker, close ends it for good', () => {
    const workers: FakeWorker[] = [];
    const channel = advisorChannel(() => workers[workers.push(new FakeWorker()) - 1] as FakeWorker);
    const answers: string[] = [];
    channel.ask(plan, () => answers.push('first'));
    workers[0]?.answer(1);
    channel.ask(plan, () => answers.push('second'));
    workers[0]?.answer(1);
    expect(answers).toEqual(['first']);
    channel.cancel();
    expect(workers[0]?.terminated).toBe(true);
    expect(channel.busy()).toBe(false);
    channel.ask(plan, () => answers.push('third'));
    workers[1]?.answer(3);
    expect(answers).toEqual(['first', 'third']);
    channel.close();
    expect(workers[1]?.terminated).toBe(true);
  });
});
