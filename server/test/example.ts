/**
 * The public example record of the demo catalogue, found by name through its API: Cars & LCV ›
 * Audi › A4 › B5 › 1.8T 150hp 210Nm. Shared by the server's tests and the e2e specs, so tests name
 * things, not ids. `get` answers a v2 API path (without `/api/v2`) with the parsed 200 body.
 */

interface Named {
  id: number;
  name: string;
}

export type ApiGet = <T>(path: string) => Promise<T>;

export async function findExample(get: ApiGet) {
  const types = await get<Named[]>('/types');
  const typeId = types[0]!.id;
  const makes = await get<{ items: Named[] }>(`/manufacturers/type/${typeId}?limit=100`);
  const manufacturerId = makes.items.find((item) => item.name === 'Audi')!.id;
  const audi = await get<{ models: Named[] }>(`/manufacturers/${manufacturerId}`);
  const modelId = audi.models.find((item) => item.name === 'A4')!.id;
  const a4 = await get<{ generations: Named[] }>(`/models/${modelId}`);
  const generationId = a4.generations.find((item) => item.name === 'B5')!.id;
  const b5 = await get<{ engines: Named[] }>(`/generations/${generationId}`);
  const engineId = b5.engines.find((item) => item.name === '1.8T 150hp 210Nm')!.id;
  const type = `/types/${typeId}`;
  const manufacturer = `${type}/manufacturers/${manufacturerId}`;
  const model = `${manufacturer}/models/${modelId}`;
  const generation = `${model}/generations/${generationId}`;
  return {
    typeId,
    manufacturerId,
    modelId,
    generationId,
    engineId,
    urls: { type, manufacturer, model, generation, engine: `${generation}/engines/${engineId}` },
  };
}
