import type { EndpointRoute } from '@rabbithole/api-contract';
import type * as Checks from './answers.ts';
import type { CheckName, CheckReply, CheckRequest } from './answers.worker.ts';

/** The checks of answers.ts, each answering once the schemas that make it are built. */
export type AnswerChecks = {
  readonly [Name in CheckName]: (
    ...args: Parameters<(typeof Checks)[Name]>
  ) => Promise<ReturnType<(typeof Checks)[Name]>>;
};

/**
 * The answer checks of answers.ts: in a browser run by a worker (answers.worker.ts), so that
 * building zod and the contract's schemas never holds the page's main thread; elsewhere (the
 * server's render, Node tests) loaded in place. `onBroken` hears that the worker failed to start,
 * after which these checks answer no more.
 */
export function startAnswerChecks(onBroken: () => void): Promise<AnswerChecks> {
  return typeof Worker === 'undefined' ? inPlace() : Promise.resolve(inWorker(onBroken));
}

async function inPlace(): Promise<AnswerChecks> {
  const module = await import('./answers.ts');
  return {
    expectedStatusOf: async (route) => module.expectedStatusOf(route),
    checkAnswer: async (route, answer) => module.checkAnswer(route, answer),
    errorFieldsOf: async (body) => module.errorFieldsOf(body),
    refreshedPairOf: async (answer) => module.refreshedPairOf(answer),
  };
}

/** An endpoint carries its schemas, which cannot be posted: the worker finds it by operationId. */
const routeOf = ({ method, path, operationId }: EndpointRoute): EndpointRoute => ({
  method,
  path,
  operationId,
});

function inWorker(onBroken: () => void): AnswerChecks {
  const worker = new Worker(new URL('./answers.worker.ts', import.meta.url), {
    type: 'module',
    name: 'answer-checks',
  });
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  worker.addEventListener('message', ({ data }: MessageEvent<CheckReply>) => {
    const call = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.ok) call?.resolve(data.value);
    else call?.reject(new Error(data.message));
  });
  // The worker's script did not load or failed as it started: every call waiting fails, as a
  // module that did not load would.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    onBroken();
    worker.terminate();
    const error = new Error(`The answer checks could not start: ${event.message || 'load failed'}`);
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  });
  const ask = <Name extends CheckName>(name: Name, args: readonly unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const request: CheckRequest = { id, name, args };
      worker.postMessage(request);
    }) as Promise<ReturnType<(typeof Checks)[Name]>>;
  return {
    expectedStatusOf: (route) => ask('expectedStatusOf', [routeOf(route)]),
    checkAnswer: (route, answer) => ask('checkAnswer', [routeOf(route), answer]),
    errorFieldsOf: (body) => ask('errorFieldsOf', [body]),
    refreshedPairOf: (answer) => ask('refreshedPairOf', [answer]),
  };
}
