/**
 * The browser's routes and their URL builders live in contract/paths.ts, so that the server
 * links to the same pages (the MCP tools' page URLs); the browser imports them from here.
 */
export { COMPARE_MAX, parseId, paths, type EngineIds, type GenerationIds, type ManufacturerIds, type ModelIds, type TypeIds } from '../../contract/paths';
