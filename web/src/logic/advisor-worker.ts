/**
 * The advisor's web worker: answers one question at a time (logic/advisor.ts), off the page's
 * thread, so a heat map of hundreds of places or a phase plan never freezes the page. The page
 * cancels a stale question by ending the worker (advisor-client.ts): the library's work is one
 * synchronous call, which nothing else can stop.
 */
import { answerInSteps, type AdvisorQuestion } from './advisor.js';
import type { AdvisorEnvelope, AdvisorReply } from './advisor-client.js';

/** What a dedicated worker's global offers (the page's TypeScript library is the DOM's, not the worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AdvisorEnvelope<AdvisorQuestion>>) => void) | null;
  postMessage(message: AdvisorReply): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const { id, question } = event.data;
  // The heat map is sent as soon as it is worked out, so the page shows it while the exposure map is worked out.
  answerInSteps(question, (answer, final) => scope.postMessage({ id, answer, final }));
};
