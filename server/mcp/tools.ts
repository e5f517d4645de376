import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Language } from '../../contract/constants';
import { ERROR_MESSAGES } from '../../contract/errors';
import { operationPath } from '../../contract/operations';
import { canonicalQuery } from '../../contract/params';
import { COMPARE_MAX, urls } from '../../contract/urls';
import { indexPrices, optionPrice, stagePrice, type VehicleIds } from '../../contract/prices';
import { answerSchemas, type Engine, type EngineDetail, type GenerationDetail } from '../../contract/schemas';
import { localized, ON_REQUEST, type Price, type WorkshopProfile } from '../../contract/workshop';
import { normaliseSearch } from '../proxy/budget';
import { ToolFailure, type CatalogueGet } from './catalogue';
import { compareInput, languageInput, outputs, pagingInput, pathInput, queryInput, type EngineDetails } from './schemas';

/**
 * The catalogue's MCP tools (issue 27): browse vehicle type → manufacturer → model → generation
 * → engine, read an engine (technical data, ECU/TCU, stages with their gains and the workshop's
 * price per stage), search, compare up to three engines, and check the subscription. Every tool
 * reads the catalogue through `get` (this server's own API in process, ./catalogue.ts), answers
 * `structuredContent` that its output schema describes plus a short text, and links every
 * vehicle to its page on this server. A failure a person can act on (an unknown id, a refused
 * parameter, the allowance spent) is a tool error (`isError: true`) with the API's message.
 */

export interface CatalogueToolsOptions {
  get: CatalogueGet;
  /** The origin of the pages the results link to (PUBLIC_URL's, else the request's). */
  origin: string;
  /** The workshop profile whose prices the engine tools quote, or null. */
  workshop: WorkshopProfile | null;
  /** As the proxy (VTDB_SEARCH_IGNORES_ACCENTS): a search text loses its accents too. */
  searchIgnoresAccents: boolean;
  /** Where a failure that is not the caller's goes (the message stays on the server). */
  log?: { error(object: object, message: string): void };
}

export const SERVER_INFO = { name: 'vtdb-catalogue', version: '1.0.0' };

const INSTRUCTIONS = `A vehicle tuning catalogue (cars, motorcycles, trucks and more) with the workshop's own prices.
Find an engine with search_engines ("golf 7 tdi", "a4 b8 2.0 tdi"), or walk list_vehicle_types → list_manufacturers → list_models → list_generations → list_engines.
get_engine needs the engine_id with its generation_id (both are in every list_engines and search_engines result): it gives stock figures, every tuning stage with its gain and the workshop's price.
compare_engines puts 2 to ${COMPARE_MAX} engines side by side. Every record carries a url: the page for the customer. Pass language (such as "de") for names in that language.`;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** Years as a text: "2008–2015", "2019–" (still built), or nothing. */
function yearsText(from: number | null | undefined, to: number | null | undefined): string {
  if (!from) return '';
  return ` (${from}–${to ?? ''})`;
}

function priceText(price: Price | null, currency: string | undefined): string {
  if (price === null || currency === undefined) return '';
  return price === ON_REQUEST ? ' · price on request' : ` · ${price} ${currency}`;
}

const signed = (value: number) => (value >= 0 ? `+${value}` : String(value));

export function catalogueMcpServer(options: CatalogueToolsOptions): McpServer {
  const { get, origin, workshop } = options;
  const prices = workshop ? indexPrices(workshop.prices) : null;
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });

  /** A page on this server, in the language the assistant asked for. */
  const pageUrl = (path: string, language: Language) => `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

  /** Runs a tool: its structured answer and text, or a tool error with a message a person can read. */
  async function answer<Out extends Record<string, unknown>>(work: () => Promise<Out>, render: (out: Out) => string): Promise<CallToolResult> {
    try {
      const out = await work();
      return { structuredContent: out, content: [{ type: 'text', text: render(out) }] };
    } catch (error) {
      if (error instanceof ToolFailure) return { isError: true, content: [{ type: 'text', text: error.message }] };
      options.log?.error({ err: error }, 'mcp: a tool failed');
      return { isError: true, content: [{ type: 'text', text: 'The catalogue could not answer (an error on the server); try again later' }] };
    }
  }

  /** An engine with its vehicle, stages, gains and prices, from its generation (the vehicle) and itself. */
  const generationOf = (generationId: number, language: Language) =>
    get(operationPath('generation', { generation_id: generationId }), answerSchemas.generation, language);

  async function engineDetails(engineId: number, generationId: number, language: Language, generation = generationOf): Promise<EngineDetails> {
    const [vehicle, engine] = await Promise.all([
      generation(generationId, language),
      get(operationPath('engine', { engine_id: engineId }), answerSchemas.engine, language),
    ]);
    return describeEngine(vehicle, engine, generationId, language);
  }

  function describeEngine(generation: GenerationDetail, engine: EngineDetail, generationId: number, language: Language): EngineDetails {
    const engineId = engine.id;
    if (!generation.engines.some((item) => item.id === engineId)) {
      throw new ToolFailure(
        `Engine ${engineId} is not an engine of generation ${generationId}: pass the generation_id that list_engines or search_engines gives with the engine`,
      );
    }
    const vehicle: VehicleIds = {
      type: generation.type.id,
      manufacturer: generation.manufacturer.id,
      model: generation.model.id,
      generation: generation.id,
      engine: engine.id,
    };
    const ids = { typeId: vehicle.type, manufacturerId: vehicle.manufacturer, modelId: vehicle.model, generationId: vehicle.generation, engineId: engine.id };
    const stock = engine.performance;
    const tuning = engine.tuning;
    return {
      engine: {
        id: engine.id,
        name: engine.name,
        url: pageUrl(urls.engine.href(ids), language),
        engine_code: engine.engine_code ?? null,
        year: engine.year ?? null,
        capacity_cc: engine.capacity ?? null,
        cylinders: engine.cylinders ?? null,
        engine_type: engine.engine_type ?? null,
        fuel: engine.fuel ?? null,
      },
      vehicle: {
        type: generation.type,
        manufacturer: generation.manufacturer,
        model: generation.model,
        generation: { id: generation.id, name: generation.name, year_from: generation.year ?? null, year_to: generation.year_end ?? null },
      },
      stock: { power_hp: stock.power, torque_nm: stock.torque },
      ecus: engine.ecus,
      tcus: engine.tcus,
      stages: (tuning?.stages ?? []).map((stage) => ({
        stage_number: stage.stage_number,
        power_hp: stage.performance.power,
        torque_nm: stage.performance.torque,
        power_gain_hp: stage.performance.power - stock.power,
        torque_gain_nm: stage.performance.torque - stock.torque,
        top_speed_kmh: stage.performance.top_speed ?? null,
        zero_to_hundred_s: stage.performance.zero_to_hundred ?? null,
        modifications_required: stage.modifications_required ?? null,
        price: prices ? (stagePrice(prices, vehicle, stage.stage_number)?.price ?? null) : null,
      })),
      options: (tuning?.options ?? []).map((option) => ({
        name: option.name,
        description: option.description ?? null,
        price: prices ? (optionPrice(prices, vehicle, option.name)?.price ?? null) : null,
      })),
      read_tools: (tuning?.read_tools ?? []).map((tool) => ({ name: tool.name, manufacturer: tool.manufacturer ?? null })),
      work_methods: (tuning?.work_methods ?? []).map((method) => method.name),
      workshop: workshop ? { name: workshop.name, currency: workshop.currency, tax_note: localized(workshop.taxNote, language) ?? null } : null,
    };
  }

  function engineText(details: EngineDetails): string {
    const { engine, vehicle, stock } = details;
    const currency = details.workshop?.currency;
    const facts = [
      engine.engine_code && `engine code ${engine.engine_code}`,
      engine.capacity_cc && `${engine.capacity_cc} cc`,
      engine.cylinders && `${engine.cylinders} cylinders`,
      engine.fuel,
    ].filter(Boolean);
    const lines = [
      `${vehicle.manufacturer.name} ${vehicle.model.name} ${vehicle.generation.name}${yearsText(vehicle.generation.year_from, vehicle.generation.year_to)}: ${engine.name}`,
      ...(facts.length > 0 ? [facts.join(' · ')] : []),
      `Stock: ${stock.power_hp} hp, ${stock.torque_nm} Nm`,
      ...details.stages.map(
        (stage) =>
          `Stage ${stage.stage_number}: ${stage.power_hp} hp (${signed(stage.power_gain_hp)}), ${stage.torque_nm} Nm (${signed(stage.torque_gain_nm)})${priceText(stage.price, currency)}`,
      ),
    ];
    if (details.stages.length === 0) lines.push('No tuning stages in the catalogue.');
    const units = [
      ...details.ecus.map((unit) => `ECU ${unit.manufacturer} ${unit.name}`),
      ...details.tcus.map((unit) => `TCU ${unit.manufacturer} ${unit.name}`),
    ];
    if (units.length > 0) lines.push(units.join(' · '));
    if (details.options.length > 0) {
      const option = ({ name, price }: { name: string; price: Price | null }) =>
        price === null || currency === undefined ? name : `${name} (${price === ON_REQUEST ? 'price on request' : `${price} ${currency}`})`;
      lines.push(`Options: ${details.options.map(option).join(', ')}`);
    }
    if (details.workshop) lines.push(`Prices of ${details.workshop.name}${details.workshop.tax_note ? `: ${details.workshop.tax_note}` : ''}`);
    lines.push(`Page: ${engine.url}`);
    return lines.join('\n');
  }

  const list = (items: readonly { id: number; name: string; url: string }[], label: string) =>
    items.length === 0 ? `No ${label}.` : items.map((item) => `- ${item.name} (${label.replace(/s$/, '')}_id ${item.id}): ${item.url}`).join('\n');

  server.registerTool(
    'list_vehicle_types',
    {
      title: 'Vehicle types',
      description: 'The vehicle types of the catalogue (cars, motorcycles, trucks, …): the first step of browsing. Next: list_manufacturers with a type_id.',
      inputSchema: { language: languageInput },
      outputSchema: outputs.types,
      annotations: READ_ONLY,
    },
    ({ language }) =>
      answer(
        async () => {
          const types = await get(operationPath('types'), answerSchemas.types, language);
          return { types: types.map((type) => ({ id: type.id, name: type.name, url: pageUrl(urls.type.href({ typeId: type.id }), language) })) };
        },
        (out) => list(out.types, 'types'),
      ),
  );

  server.registerTool(
    'list_manufacturers',
    {
      title: 'Manufacturers of a vehicle type',
      description:
        'The manufacturers (makes) of one vehicle type, in pages: pass next_cursor as cursor for the next page while has_more is true. Next: list_models with a manufacturer_id.',
      inputSchema: { ...pathInput('manufacturers'), ...pagingInput, language: languageInput },
      outputSchema: outputs.manufacturers,
      annotations: READ_ONLY,
    },
    ({ type_id: typeId, cursor, limit, language }) =>
      answer(
        async () => {
          const page = await get(
            `${operationPath('manufacturers', { type_id: typeId })}${canonicalQuery({ cursor, limit })}`,
            answerSchemas.manufacturers,
            language,
          );
          return {
            type_id: typeId,
            manufacturers: page.items.map((item) => ({
              id: item.id,
              name: item.name,
              url: pageUrl(urls.manufacturer.href({ typeId: item.type.id, manufacturerId: item.id }), language),
            })),
            next_cursor: page.pagination.has_more ? page.pagination.next_cursor : null,
            has_more: page.pagination.has_more,
          };
        },
        (out) => `${list(out.manufacturers, 'manufacturers')}${out.has_more ? `\nMore: call again with cursor ${out.next_cursor}.` : ''}`,
      ),
  );

  server.registerTool(
    'list_models',
    {
      title: 'Models of a manufacturer',
      description: 'The models of one manufacturer. Next: list_generations with a model_id.',
      inputSchema: { ...pathInput('manufacturer'), language: languageInput },
      outputSchema: outputs.models,
      annotations: READ_ONLY,
    },
    ({ manufacturer_id: manufacturerId, language }) =>
      answer(
        async () => {
          const manufacturer = await get(operationPath('manufacturer', { manufacturer_id: manufacturerId }), answerSchemas.manufacturer, language);
          const ids = { typeId: manufacturer.type.id, manufacturerId: manufacturer.id };
          return {
            type: manufacturer.type,
            manufacturer: { id: manufacturer.id, name: manufacturer.name, url: pageUrl(urls.manufacturer.href(ids), language) },
            models: manufacturer.models.map((model) => ({
              id: model.id,
              name: model.name,
              url: pageUrl(urls.model.href({ ...ids, modelId: model.id }), language),
            })),
          };
        },
        (out) => `${out.manufacturer.name} (${out.type.name}):\n${list(out.models, 'models')}`,
      ),
  );

  server.registerTool(
    'list_generations',
    {
      title: 'Generations of a model',
      description: 'The generations of one model, with their years. Next: list_engines with a generation_id.',
      inputSchema: { ...pathInput('model'), language: languageInput },
      outputSchema: outputs.generations,
      annotations: READ_ONLY,
    },
    ({ model_id: modelId, language }) =>
      answer(
        async () => {
          const model = await get(operationPath('model', { model_id: modelId }), answerSchemas.model, language);
          const ids = { typeId: model.type.id, manufacturerId: model.manufacturer.id, modelId: model.id };
          return {
            type: model.type,
            manufacturer: model.manufacturer,
            model: { id: model.id, name: model.name, url: pageUrl(urls.model.href(ids), language) },
            generations: model.generations.map((generation) => ({
              id: generation.id,
              name: generation.name,
              year_from: generation.year ?? null,
              year_to: generation.year_end ?? null,
              url: pageUrl(urls.generation.href({ ...ids, generationId: generation.id }), language),
            })),
          };
        },
        (out) =>
          `${out.manufacturer.name} ${out.model.name}:\n` +
          (out.generations.length === 0
            ? 'No generations.'
            : out.generations
                .map(
                  (generation) =>
                    `- ${generation.name}${yearsText(generation.year_from, generation.year_to)} (generation_id ${generation.id}): ${generation.url}`,
                )
                .join('\n')),
      ),
  );

  server.registerTool(
    'list_engines',
    {
      title: 'Engines of a generation',
      description: 'The engines of one generation with their stock power and torque. Next: get_engine with the engine_id and this generation_id.',
      inputSchema: { ...pathInput('generation'), language: languageInput },
      outputSchema: outputs.engines,
      annotations: READ_ONLY,
    },
    ({ generation_id: generationId, language }) =>
      answer(
        async () => {
          const generation = await get(operationPath('generation', { generation_id: generationId }), answerSchemas.generation, language);
          const ids = { typeId: generation.type.id, manufacturerId: generation.manufacturer.id, modelId: generation.model.id, generationId: generation.id };
          const summary = (engine: Engine) => ({
            id: engine.id,
            name: engine.name,
            url: pageUrl(urls.engine.href({ ...ids, engineId: engine.id }), language),
            engine_code: engine.engine_code ?? null,
            fuel: engine.fuel ?? null,
            capacity_cc: engine.capacity ?? null,
            power_hp: engine.performance.power,
            torque_nm: engine.performance.torque,
          });
          return {
            type: generation.type,
            manufacturer: generation.manufacturer,
            model: generation.model,
            generation: {
              id: generation.id,
              name: generation.name,
              year_from: generation.year ?? null,
              year_to: generation.year_end ?? null,
              url: pageUrl(urls.generation.href(ids), language),
            },
            engines: generation.engines.map(summary),
          };
        },
        (out) =>
          `${out.manufacturer.name} ${out.model.name} ${out.generation.name}${yearsText(out.generation.year_from, out.generation.year_to)}:\n` +
          (out.engines.length === 0
            ? 'No engines.'
            : out.engines
                .map(
                  (engine) =>
                    `- ${engine.name}${engine.engine_code ? ` [${engine.engine_code}]` : ''}, ${engine.power_hp} hp, ${engine.torque_nm} Nm (engine_id ${engine.id}): ${engine.url}`,
                )
                .join('\n')),
      ),
  );

  server.registerTool(
    'get_engine',
    {
      title: 'Engine details, stages and prices',
      description:
        'Everything about one engine: technical data, ECU and TCU, stock power and torque, every tuning stage with its gain over stock (stage minus stock) and the workshop’s price, tuning options with prices, read tools and work methods. Needs the engine_id and its generation_id.',
      inputSchema: { ...pathInput('engine'), ...pathInput('generation'), language: languageInput },
      outputSchema: outputs.engine,
      annotations: READ_ONLY,
    },
    ({ engine_id: engineId, generation_id: generationId, language }) => answer(() => engineDetails(engineId, generationId, language), engineText),
  );

  server.registerTool(
    'search_engines',
    {
      title: 'Search the catalogue',
      description:
        'Finds engines by text: every word must match the make, model, generation or engine ("golf 7 tdi", "a4 b8 2.0", "citroen c4"). Results name the whole vehicle with ids for get_engine; paged like list_manufacturers.',
      inputSchema: { query: queryInput, ...pagingInput, language: languageInput },
      outputSchema: outputs.search,
      annotations: READ_ONLY,
    },
    ({ query, cursor, limit, language }) =>
      answer(
        async () => {
          // The proxy's normalisation (server/proxy/budget.ts), in both modes: the same text gives the same answer, and a
          // text of fewer than 3 characters that are not spaces is refused before it costs anything.
          const text = normaliseSearch(query, options.searchIgnoresAccents);
          if (text === undefined) throw new ToolFailure(ERROR_MESSAGES.searchTooShort);
          const page = await get(`${operationPath('search')}${canonicalQuery({ query: text, cursor, limit })}`, answerSchemas.search, language);
          return {
            query: text,
            total: page.total,
            url: pageUrl(urls.search.href(text), language),
            results: page.results.map((result) => ({
              type: result.type,
              manufacturer: result.manufacturer,
              model: result.model,
              generation: result.generation,
              engine: {
                ...result.engine,
                url: pageUrl(
                  urls.engine.href({
                    typeId: result.type.id,
                    manufacturerId: result.manufacturer.id,
                    modelId: result.model.id,
                    generationId: result.generation.id,
                    engineId: result.engine.id,
                  }),
                  language,
                ),
              },
            })),
            next_cursor: page.pagination.has_more ? page.pagination.next_cursor : null,
            has_more: page.pagination.has_more,
          };
        },
        (out) => {
          if (out.total === 0) return `Nothing found for "${out.query}".`;
          const hits = out.results.map(
            (hit) =>
              `- ${hit.manufacturer.name} ${hit.model.name} ${hit.generation.name}: ${hit.engine.name} (engine_id ${hit.engine.id}, generation_id ${hit.generation.id}): ${hit.engine.url}`,
          );
          return [`${out.total} found for "${out.query}":`, ...hits, ...(out.has_more ? [`More: call again with cursor ${out.next_cursor}.`] : [])].join('\n');
        },
      ),
  );

  server.registerTool(
    'compare_engines',
    {
      title: 'Compare engines',
      description: `Puts 2 to ${COMPARE_MAX} engines side by side: for each, what get_engine gives (stock, stages with gains and prices), and a link to the comparison page.`,
      inputSchema: { engines: compareInput, language: languageInput },
      outputSchema: outputs.compare,
      annotations: READ_ONLY,
    },
    ({ engines, language }) =>
      answer(
        async () => {
          // Each generation asked for once, however many of the engines belong to it.
          const generations = new Map<number, ReturnType<typeof generationOf>>();
          const generation = (generationId: number) => {
            const known = generations.get(generationId) ?? generationOf(generationId, language);
            generations.set(generationId, known);
            return known;
          };
          const details = await Promise.all(engines.map((entry) => engineDetails(entry.engine_id, entry.generation_id, language, generation)));
          const link = urls.compare.href(engines.map((entry) => ({ engineId: entry.engine_id, generationId: entry.generation_id })));
          return { url: pageUrl(link, language), engines: details };
        },
        (out) => [...out.engines.map(engineText), `Comparison page: ${out.url}`].join('\n\n'),
      ),
  );

  server.registerTool(
    'subscription_status',
    {
      title: 'Subscription status',
      description: 'Whether the catalogue subscription is active, has API access, and until when.',
      inputSchema: { language: languageInput },
      outputSchema: outputs.subscription,
      annotations: READ_ONLY,
    },
    ({ language }) =>
      answer(
        async () => {
          const { subscription } = await get(operationPath('subscription'), answerSchemas.subscription, language);
          return { is_active: subscription.is_active, api_access: subscription.api_access, end_date: subscription.end_date ?? null };
        },
        (out) =>
          `Subscription ${out.is_active ? 'active' : 'not active'}, API access ${out.api_access ? 'yes' : 'no'}${out.end_date ? `, ends ${out.end_date}` : ''}.`,
      ),
  );

  return server;
}
