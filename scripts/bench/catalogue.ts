/**
 * The records the bench walks through, found through the API (ids are not hard-coded):
 * Cars & LCV > Audi > A4 > B5 > 1.8T 150hp 210Nm, the public example record.
 */

interface Named {
  id: number;
  name: string;
}

export interface Example {
  type: Named;
  manufacturer: Named;
  model: Named;
  generation: Named;
  engine: Named;
  /** Page paths of each step, from the types page to the engine. */
  paths: { types: string; manufacturers: string; models: string; generations: string; engines: string; engine: string };
}

export async function api<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}/api/v2${path}`, { headers: { Authorization: 'Bearer demo', Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/v2${path}: ${response.status}`);
  return (await response.json()) as T;
}

function find<T extends Named>(items: T[], name: string, where: string): T {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`No "${name}" in ${where}`);
  return item;
}

export async function findExample(base: string): Promise<Example> {
  const types = await api<Named[]>(base, '/types');
  const type = types[0]!;
  const makers = await api<{ items: Named[] }>(base, `/manufacturers/type/${type.id}?limit=100`);
  const manufacturer = find(makers.items, 'Audi', type.name);
  const audi = await api<{ models: Named[] }>(base, `/manufacturers/${manufacturer.id}`);
  const model = find(audi.models, 'A4', 'Audi');
  const a4 = await api<{ generations: Named[] }>(base, `/models/${model.id}`);
  const generation = find(a4.generations, 'B5', 'Audi A4');
  const b5 = await api<{ engines: Named[] }>(base, `/generations/${generation.id}`);
  const engine = find(b5.engines, '1.8T 150hp 210Nm', 'Audi A4 B5');
  const manufacturers = `/types/${type.id}`;
  const models = `${manufacturers}/manufacturers/${manufacturer.id}`;
  const generations = `${models}/models/${model.id}`;
  const engines = `${generations}/generations/${generation.id}`;
  return {
    type,
    manufacturer,
    model,
    generation,
    engine,
    paths: { types: '/', manufacturers, models, generations, engines, engine: `${engines}/engines/${engine.id}` },
  };
}
