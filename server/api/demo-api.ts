import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSIONS, RATE_LIMIT_MESSAGE, type ApiVersion } from '../../src/api/contract';
import type { ServerConfig } from '../config';
import type { Catalogue } from '../catalogue/model';
import { pageAfter, pageAtPosition, SearchIndex } from '../catalogue/search';
import { Serializer, type View } from '../catalogue/views';
import { ApiProblem, notFound } from './errors';
import { bearerToken, demoKeys, subscriptionBody, type DemoKey } from './keys';
import { acceptsJson, negotiateLanguage } from './language';
import { maxId, pagingParams, pathId, searchQuery } from './params';
import { RateLimiter } from './rate-limit';

/**
 * The catalogue API in demo mode: every operation of the contract under /v1 and /v2, over the
 * in-memory demo catalogue, with the contract's rules on authentication, languages, paging,
 * rate limits, versions and visibility.
 *
 * Each operation runs `guard` first, in this order: Accept (406), credentials (401), language
 * (406), rate limit (v1 401 / v2 429), subscription (403); then validates its parameters (400)
 * and answers 200 or 404. Only 2xx answers count against the key's allowance, so a bad request
 * changes no state.
 */

export interface DemoApiOptions {
  config: ServerConfig;
  catalogue: Catalogue;
  limiter?: RateLimiter;
}

interface Context {
  key: DemoKey;
  view: View;
  serializer: Serializer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The demo key to charge when the answer is a success. */
    chargeKey?: string;
  }
}

const HOST_PATTERN = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export async function demoApi(app: FastifyInstance, options: DemoApiOptions) {
  const { config, catalogue } = options;
  const keys = demoKeys(config);
  const limiter = options.limiter ?? new RateLimiter(config.demo.rateWindowSeconds);
  const searchIndex = new SearchIndex(catalogue);

  const mediaBase = (request: FastifyRequest): string => {
    if (config.publicUrl) return config.publicUrl;
    const host = request.host;
    if (host && HOST_PATTERN.test(host)) return `${request.protocol}://${host}`;
    return `http://${config.host}:${config.port}`;
  };

  function guard(request: FastifyRequest, reply: FastifyReply, version: ApiVersion, dataOperation: boolean): Context {
    if (!acceptsJson(request.headers.accept)) throw new ApiProblem(406, 'Not acceptable: this API answers application/json only');
    const token = bearerToken(request.headers.authorization);
    const key = token === undefined ? undefined : keys.get(token);
    if (!key) throw new ApiProblem(401, token === undefined ? 'Missing API key: send Authorization: Bearer <API_KEY>' : 'Invalid API key');
    const language = negotiateLanguage(request.headers['accept-language'], version);
    if (language === null) {
      throw new ApiProblem(406, `Not acceptable: none of the requested languages is available in ${version}`);
    }
    const quota = limiter.check(key.key, key.callsLimit);
    const rateHeaders = {
      'x-ratelimit-limit': String(key.callsLimit),
      'x-ratelimit-remaining': String(Math.max(0, quota.remaining - 1)),
      'x-ratelimit-reset': String(quota.resetSeconds),
    };
    if (!quota.allowed) {
      const headers = { ...rateHeaders, 'x-ratelimit-remaining': '0', 'retry-after': String(quota.resetSeconds) };
      throw new ApiProblem(version === 'v1' ? 401 : 429, RATE_LIMIT_MESSAGE, headers);
    }
    if (dataOperation && !(key.active && key.apiAccess)) {
      throw new ApiProblem(403, 'Access refused: the subscription of this API key is not active or has no API access');
    }
    reply.headers({ ...rateHeaders, 'content-language': language });
    request.chargeKey = key.key;
    const view: View = { version, account: version === 'v2' && key.customised ? key.account : null, language, mediaBase: mediaBase(request) };
    return { key, view, serializer: new Serializer(catalogue, view) };
  }

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
              throw new ApiProblem(410, `API v1 has been retired. Move to /v2: the migration guide is at ${config.v1.migrationUrl}`);
            }
          });
        }
        scope.addHook('onSend', async (request, reply, payload) => {
          if (request.chargeKey && reply.statusCode >= 200 && reply.statusCode < 300) limiter.record(request.chargeKey);
          return payload;
        });

        type Params = Record<string, string | undefined>;
        const get = (path: string, dataOperation: boolean, handler: (context: Context, params: Params, query: Record<string, unknown>) => unknown) =>
          scope.get(path, async (request, reply) => {
            const context = guard(request, reply, version, dataOperation);
            return handler(context, request.params as Params, request.query as Record<string, unknown>);
          });

        get('/subscription', false, ({ key }) => subscriptionBody(key));

        get('/types', true, ({ serializer }) => catalogue.types.map((type) => serializer.type(type)));

        get('/manufacturers/type/:typeId', true, ({ serializer }, params, query) => {
          const typeId = pathId(params.typeId, 'type_id', version);
          const paging = pagingParams(query, maxId(version));
          if (!catalogue.typeById.has(typeId)) throw notFound(`Vehicle type ${typeId} not found`);
          const visible = (catalogue.manufacturersByType.get(typeId) ?? []).filter((item) => serializer.visible.manufacturer(item));
          const { page, pagination } = pageAfter(visible, paging.cursor, paging.limit);
          return { items: page.map((item) => serializer.manufacturer(item)), pagination };
        });

        get('/manufacturers/:manufacturerId', true, ({ serializer }, params) => {
          const id = pathId(params.manufacturerId, 'manufacturer_id', version);
          const manufacturer = catalogue.manufacturerById.get(id);
          if (!serializer.visible.manufacturer(manufacturer)) throw notFound(`Manufacturer ${id} not found`);
          const models = (catalogue.modelsByManufacturer.get(id) ?? []).filter((item) => serializer.visible.model(item));
          return { ...serializer.manufacturer(manufacturer), models: models.map((item) => serializer.model(item)) };
        });

        get('/models/manufacturer/:manufacturerId', true, ({ serializer }, params) => {
          const id = pathId(params.manufacturerId, 'manufacturer_id', version);
          if (!serializer.visible.manufacturer(catalogue.manufacturerById.get(id))) throw notFound(`Manufacturer ${id} not found`);
          const models = (catalogue.modelsByManufacturer.get(id) ?? []).filter((item) => serializer.visible.model(item));
          return models.map((item) => serializer.model(item));
        });

        get('/models/:modelId', true, ({ serializer }, params) => {
          const id = pathId(params.modelId, 'model_id', version);
          const model = catalogue.modelById.get(id);
          if (!serializer.visible.model(model)) throw notFound(`Model ${id} not found`);
          const generations = (catalogue.generationsByModel.get(id) ?? []).filter((item) => serializer.visible.generation(item));
          return { ...serializer.model(model), generations: generations.map((item) => serializer.generation(item)) };
        });

        get('/generations/model/:modelId', true, ({ serializer }, params) => {
          const id = pathId(params.modelId, 'model_id', version);
          if (!serializer.visible.model(catalogue.modelById.get(id))) throw notFound(`Model ${id} not found`);
          const generations = (catalogue.generationsByModel.get(id) ?? []).filter((item) => serializer.visible.generation(item));
          return generations.map((item) => serializer.generation(item));
        });

        get('/generations/:generationId', true, ({ serializer }, params) => {
          const id = pathId(params.generationId, 'generation_id', version);
          const generation = catalogue.generationById.get(id);
          if (!serializer.visible.generation(generation)) throw notFound(`Generation ${id} not found`);
          const engines = (catalogue.enginesByGeneration.get(id) ?? []).filter((item) => serializer.visible.engine(item));
          return { ...serializer.generation(generation), engines: engines.map((item) => serializer.engine(item, { tuning: false })) };
        });

        get('/engines/generation/:generationId', true, ({ serializer }, params) => {
          const id = pathId(params.generationId, 'generation_id', version);
          if (!serializer.visible.generation(catalogue.generationById.get(id))) throw notFound(`Generation ${id} not found`);
          const engines = (catalogue.enginesByGeneration.get(id) ?? []).filter((item) => serializer.visible.engine(item));
          return engines.map((item) => serializer.engine(item, { tuning: false }));
        });

        get('/engines/:engineId', true, ({ serializer }, params) => {
          const id = pathId(params.engineId, 'engine_id', version);
          const engine = catalogue.engineById.get(id);
          if (!serializer.visible.engine(engine)) throw notFound(`Engine ${id} not found`);
          return serializer.engine(engine, { tuning: true });
        });

        get('/search', true, ({ serializer, view }, _params, query) => {
          const text = searchQuery(query);
          const paging = pagingParams(query, maxId(version));
          const hits = searchIndex.search(view, text);
          const { page, pagination } = pageAtPosition(hits, paging.cursor, paging.limit);
          return { results: page.map((engine) => serializer.searchResult(engine)), total: hits.length, pagination };
        });

        scope.setNotFoundHandler(async (request) => {
          throw new ApiProblem(404, `No operation ${request.method} ${request.url.split('?')[0]?.slice(0, 200)} in this API`);
        });
      },
      { prefix: `/${version}` },
    );
  }
}
