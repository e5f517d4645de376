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

export const onRequest =
  (hook: RequestHook): Step =>
  (app) => {
    app.addHook('onRequest', hook);
  };

export const preHandler =
  (hook: RequestHook): Step =>
  (app) => {
    app.addHook('preHandler', hook);
  };

export const onSend =
  (hook: SendHook): Step =>
  (app) => {
    app.addHook('onSend', hook);
  };

export const onResponse =
  (hook: RequestHook): Step =>
  (app) => {
    app.addHook('onResponse', hook);
  };

export const plugin =
  <Options extends FastifyPluginOptions>(fn: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>, options: FastifyRegisterOptions<Options>): Step =>
  (app) =>
    app.register(fn as FastifyPluginAsync<Options>, options);

export async function inOrder(app: FastifyInstance, steps: readonly (Step | false | undefined)[]) {
  for (const step of steps) if (step) await step(app);
}
