import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_VERSIONS, DEFAULT_PAGE_LIMIT, RATE_LIMIT_MESSAGE, type ApiVersion } from '../../contract/constants';
import { ERROR_MESSAGES } from '../../contract/errors';
import { routePath, type OperationName } from '../../contract/operations';
import { operationSchemas } from '../../contract/params';
import type { ServerConfig } from '../config';
import { pageAfter, pageAtPosition, SearchIndex } from './catalogue/search';
import { Serializer, type View } from './catalogue/views';
import { ApiProblem, noOperation, notFound, parameterProblem } from '../shared/errors';
import { acceptsJson, negotiateLanguage } from '../shared/language';
import { bearerToken, demoKeys, subscriptionBody, type DemoKey } from './keys';
import { RateLimiter } from './rate-limit';

/**
 * The catalogue API in demo mode: every operation of the contract under /v1 and /v2, over the
 * in-memory demo catalogue, with the contract's rules on authentication, languages, paging,
 * rate limits, versions and visibility.
 *
 * The routes are the contract's table of operations (contract/operations.ts), their parameters
 * checked by Fastify with the contract's schemas (contract/params.ts). A failed check is only
 * attached to the request (`attachValidation`): the `guard`, one preHandler hook on each version's
 * scope, runs before every operation's handler, in this order:
 * Accept (406), credentials (401), language (406), rate limit (v1 401 / v2 429), subscription
 * (403); then answers the parameters' 400, or 200 or 404. Only 2xx answers count against the key's allowance, so a bad request
 * changes no state: the guard reserves the call, and the answer gives it back unless it is 2xx.
 * The allowance lives in the shared state, so instances sharing one Redis share it.
 */

export interface DemoApiOptions {
  config: ServerConfig;
  /** Where the allowance is counted (default: the server's shared state); tests read its counts. */
  limiter?: RateLimiter;
}

interface Context {
  key: DemoKey;
  view: View;
  serializer: Serializer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The demo key whose reserved call is given back unless the answer is a success. */
    reservedKey?: string;
    /** What the guard found (key, view, serializer), for the operation's handler. */
    demo?: Context;
  }
  interface FastifyContextConfig {
    /** The contract's operation a demo route answers (the guard's cue). */
    operation?: OperationName;
  }
}

const HOST_PATTERN = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

async function demoApi(app: FastifyInstance, options: DemoApiOptions) {
  const { config } = options;
  const { catalogue, metrics } = app;
  const keys = demoKeys(config);
  const limiter = options.limiter ?? new RateLimiter(app.sharedState, config.demo.rateWindowSeconds);
  const searchIndex = new SearchIndex(catalogue);

  const mediaBase = (request: FastifyRequest): string => {
    if (config.publicUrl) return config.publicUrl;
    const host = request.host;
    if (host && HOST_PATTERN.test(host)) return `${request.protocol}://${host}`;
    return `http://${config.host}:${config.port}`;
  };

  async function check(request: FastifyRequest, reply: FastifyReply, version: ApiVersion, dataOperation: boolean): Promise<Context> {
    if (!acceptsJson(request.headers.accept)) throw new ApiProblem(406, ERROR_MESSAGES.notAcceptableType);
    const token = bearerToken(request.headers.authorization);
    const key = token === undefined ? undefined : keys.get(token);
    if (!key) throw new ApiProblem(401, token === undefined ? ERROR_MESSAGES.missingKey : ERROR_MESSAGES.invalidKey);
    const language = negotiateLanguage(request.headers['accept-language'], version);
    if (language === null) throw new ApiProblem(406, ERROR_MESSAGES.notAcceptableLanguage(version));
    const quota = await limiter.reserve(key.key, key.callsLimit);
    const rateHeaders = {
      'x-ratelimit-limit': String(key.callsLimit),
      'x-ratelimit-remaining': String(quota.remaining),
      'x-ratelimit-reset': String(quota.resetSeconds),
    };
    if (!quota.allowed) {
      metrics.demoRefusal(version);
      const headers = { ...rateHeaders, 'x-ratelimit-remaining': '0', 'retry-after': String(quota.resetSeconds) };
      throw new ApiProblem(version === 'v1' ? 401 : 429, RATE_LIMIT_MESSAGE, headers);
    }
    request.reservedKey = key.key;
    if (dataOperation && !(key.active && key.apiAccess)) {
      throw new ApiProblem(403, ERROR_MESSAGES.subscriptionInactive);
    }
    reply.headers({ ...rateHeaders, 'content-language': language });
    // The parameters' 400 comes after every check above (the contract's order), with the same headers.
    if (request.validationError) throw parameterProblem(request.validationError);
    const view: View = { version, account: version === 'v2' && key.customised ? key.account : null, language, mediaBase: mediaBase(request) };
    return { key, view, serializer: new Serializer(catalogue, view) };
  }

  app.setValidatorCompiler(validatorCompiler);

  for (const version of API_VERSIONS) {
    await app.register(
      async (scope) => {
        if (version === 'v1') {
          const deprecation = `@${Math.floor(config.v1.deprecation.getTime() / 1000)}`;
          const sunset = config.v1.sunset?.toUTCString();
          const link = `<${config.v1.migrationUrl}>; rel="deprecation"; type="text/html"`;
          scope.addHook('onRequest', async (_request, reply) => {
            reply.header('deprecation', deprecation).header('link', link);
            if (sunset) reply.header('sunset', sunset);
            if (config.v1.retired) {
              throw new ApiProblem(410, ERROR_MESSAGES.v1Retired(config.v1.migrationUrl));
            }
          });
        }
        scope.addHook('onSend', async (request, reply, payload) => {
          const key = request.reservedKey;
          if (key === undefined) return payload;
          request.reservedKey = undefined;
          if (reply.statusCode >= 200 && reply.statusCode < 300) metrics.demoCall(version);
          else await limiter.refund(key);
          return payload;
        });

        // The guard: every operation's checks before its handler; the scope's not-found handler has none.
        scope.addHook('preHandler', async (request, reply) => {
          const operation = request.routeOptions.config.operation;
          if (operation) request.demo = await check(request, reply, version, operation !== 'subscription');
        });

        const api = scope.withTypeProvider<ZodTypeProvider>();
        /** The operation's route path and schemas, and its name for the guard. */
        const route = <Name extends OperationName>(name: Name) =>
          [routePath(name), { schema: operationSchemas(name, version), attachValidation: true, config: { operation: name } }] as const;
        /** What the guard found for this request (always set: the guard runs before every handler). */
        const guarded = (request: FastifyRequest): Context => request.demo!;
        const notFoundIn = (label: string, id: number) => notFound(ERROR_MESSAGES.notFound(label, id));
        /** A visible record as the view shows it, with its visible children; a 404 when it is missing or hidden. */
        const families = (serializer: Serializer) => {
          const { visible } = serializer;
          const shown = <Item>(items: Item[] | undefined, show: (item: Item) => boolean) => (items ?? []).filter(show);
          return {
            manufacturer: (id: number) => {
              const record = catalogue.manufacturerById.get(id);
              if (!visible.manufacturer(record)) throw notFoundIn('Manufacturer', id);
              const children = shown(catalogue.modelsByManufacturer.get(id), (item) => visible.model(item)).map((item) => serializer.model(item));
              return { record: serializer.manufacturer(record), children };
            },
            model: (id: number) => {
              const record = catalogue.modelById.get(id);
              if (!visible.model(record)) throw notFoundIn('Model', id);
              const children = shown(catalogue.generationsByModel.get(id), (item) => visible.generation(item)).map((item) => serializer.generation(item));
              return { record: serializer.model(record), children };
            },
            generation: (id: number) => {
              const record = catalogue.generationById.get(id);
              if (!visible.generation(record)) throw notFoundIn('Generation', id);
              const children = shown(catalogue.enginesByGeneration.get(id), (item) => visible.engine(item)).map((item) =>
                serializer.engine(item, { tuning: false }),
              );
              return { record: serializer.generation(record), children };
            },
          };
        };

        api.get(...route('subscription'), async (request) => {
          const { key } = guarded(request);
          return subscriptionBody(key);
        });

        api.get(...route('types'), async (request) => {
          const { serializer } = guarded(request);
          return catalogue.types.map((type) => serializer.type(type));
        });

        api.get(...route('manufacturers'), async (request) => {
          const { serializer } = guarded(request);
          const { type_id: typeId } = request.params;
          const { cursor, limit = DEFAULT_PAGE_LIMIT } = request.query;
          if (!catalogue.typeById.has(typeId)) throw notFoundIn('Vehicle type', typeId);
          const visible = (catalogue.manufacturersByType.get(typeId) ?? []).filter((item) => serializer.visible.manufacturer(item));
          const { page, pagination } = pageAfter(visible, cursor, limit);
          return { items: page.map((item) => serializer.manufacturer(item)), pagination };
        });

        api.get(...route('manufacturer'), async (request) => {
          const { record, children } = families(guarded(request).serializer).manufacturer(request.params.manufacturer_id);
          return { ...record, models: children };
        });
        api.get(
          ...route('modelsByManufacturer'),
          async (request) => families(guarded(request).serializer).manufacturer(request.params.manufacturer_id).children,
        );

        api.get(...route('model'), async (request) => {
          const { record, children } = families(guarded(request).serializer).model(request.params.model_id);
          return { ...record, generations: children };
        });
        api.get(...route('generationsByModel'), async (request) => families(guarded(request).serializer).model(request.params.model_id).children);

        api.get(...route('generation'), async (request) => {
          const { record, children } = families(guarded(request).serializer).generation(request.params.generation_id);
          return { ...record, engines: children };
        });
        api.get(...route('enginesByGeneration'), async (request) => families(guarded(request).serializer).generation(request.params.generation_id).children);

        api.get(...route('engine'), async (request) => {
          const { serializer } = guarded(request);
          const id = request.params.engine_id;
          const engine = catalogue.engineById.get(id);
          if (!serializer.visible.engine(engine)) throw notFoundIn('Engine', id);
          return serializer.engine(engine, { tuning: true });
        });

        api.get(...route('search'), async (request) => {
          const { serializer, view } = guarded(request);
          const { query, cursor, limit = DEFAULT_PAGE_LIMIT } = request.query;
          const hits = searchIndex.search(view, query);
          const { page, pagination } = pageAtPosition(hits, cursor, limit);
          return { results: page.map((engine) => serializer.searchResult(engine)), total: hits.length, pagination };
        });

        scope.setNotFoundHandler(async (request) => {
          throw noOperation(request);
        });
      },
      { prefix: `/${version}` },
    );
  }
}

/** `vtdb-demo-api`: the contract's operations over the demo catalogue, in the API scope. */
export const demoApiPlugin = fp(demoApi, { name: 'vtdb-demo-api', fastify: '5.x', dependencies: ['vtdb-state', 'vtdb-demo-catalogue'], encapsulate: true });
