import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyRegisterOptions,
  FastifyReply,
  FastifyRequest,
} from 'fastify';

/**
 * A scope written as one ordered list of steps: its hooks and the plugins whose hooks join them,
 * registered in the order listed. Fastify runs the hooks of one kind in the order they were
 * added, so the list is the order they run in; nothing else adds hooks to the scope.
 */

export type Step = (app: FastifyInstance) => PromiseLike<unknown> | void;

type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type SendHook = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;

const hookOf =
  <Hook extends RequestHook | SendHook>(name: 'onRequest' | 'onSend' | 'onResponse') =>
  (hook: Hook): Step =>
  (app) => {
    app.addHook(name as 'onRequest', hook as RequestHook);
  };

export const onRequest = hookOf<RequestHook>('onRequest');
export const onSend = hookOf<SendHook>('onSend');
export const onResponse = hookOf<RequestHook>('onResponse');

export const plugin =
  <Options extends FastifyPluginOptions>(fn: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>, options: FastifyRegisterOptions<Options>): Step =>
  (app) =>
    app.register(fn as FastifyPluginAsync<Options>, options);

export async function inOrder(app: FastifyInstance, steps: readonly (Step | false | undefined)[]) {
  for (const step of steps) if (step) await step(app);
}
