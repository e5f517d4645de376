import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { Language } from '../../contract/constants';
import { errorBodySchema } from '../../contract/schemas';

/**
 * The MCP tools' way into the catalogue: this server's own API (/api/v2), called in process with
 * Fastify's `inject` as the pages' server rendering does (server/web/pages.ts), so that every
 * tool call meets what a visitor's request meets: the visitor limits (counted under the
 * assistant's address), the contract's parameter checks, the demo key's allowance, and in proxy
 * mode the shared cache and the workshop's allowance. Each body is parsed with the contract's
 * schemas (contract/schemas.ts) before a tool uses it, as the browser's client does.
 */

/** Who the calls are made as. */
export interface Caller {
  /** The Authorization header passed on: the assistant's demo key in demo mode; none in proxy mode (the proxy adds its key). */
  authorization?: string;
  /** The assistant's address, so the visitor limits count its calls as a visitor's. */
  remoteAddress: string;
  /** The host the assistant asked for (the demo answers' logo and photo URLs). */
  host?: string;
}

/** A failure a person can act on: the tool answers it as a tool error (`isError: true`) with this text. */
export class ToolFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolFailure';
  }
}

/** GET one API path (under /api/v2, with its query) in a language; the body as the schema parses it, or a ToolFailure. */
export type CatalogueGet = <Schema extends z.ZodMiniType>(path: string, schema: Schema, language: Language) => Promise<z.output<Schema>>;

type InjectHeaders = Record<string, string | string[] | number | undefined>;

function header(headers: InjectHeaders, name: string): string | undefined {
  const value = headers[name];
  return value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);
}

/** The message of an API error answer, with when to try again when it says. */
export function failureText(status: number, payload: string, headers: InjectHeaders): string {
  let message = `The catalogue answered ${status}`;
  try {
    const body = errorBodySchema.safeParse(JSON.parse(payload));
    if (body.success && body.data.message.trim() !== '') message = body.data.message;
  } catch {
    // Not JSON: the status says it.
  }
  const text = `${message.replace(/[.\s]+$/, '')} (HTTP ${status})`;
  const retry = Number(header(headers, 'retry-after'));
  if ((status === 429 || status === 503) && Number.isInteger(retry) && retry > 0) {
    const at = new Date(Date.now() + retry * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
    return `${text}. Try again in ${retry} s, after ${at}.`;
  }
  return text;
}

export function inProcessCatalogue(app: FastifyInstance, caller: Caller): CatalogueGet {
  return async (path, schema, language) => {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language };
    if (caller.authorization) headers.authorization = caller.authorization;
    if (caller.host) headers.host = caller.host;
    const answer = await app.inject({ method: 'GET', url: `/api/v2${path}`, headers, remoteAddress: caller.remoteAddress });
    const answerHeaders = answer.headers as InjectHeaders;
    if (answer.statusCode !== 200) throw new ToolFailure(failureText(answer.statusCode, answer.payload, answerHeaders));
    let json: unknown;
    try {
      json = JSON.parse(answer.payload);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ToolFailure('The catalogue sent an answer that does not hold to the API contract; try again later (HTTP 502)');
    return parsed.data;
  };
}
