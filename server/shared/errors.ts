import type { FastifyReply } from 'fastify';
import { ERROR_MESSAGES } from '../../contract/errors';

/**
 * An answer in the contract's error shape, `{code, message}` with `code` equal to the HTTP
 * status. Thrown by handlers and validators; the API's error handler sends it.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiProblem';
  }
}

export function sendProblem(reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send({ code: status, message });
}

export const badRequest = (message: string) => new ApiProblem(400, message);

/** The 400 for a failed route-schema check: the message of its first problem (the contract's parameter rule). */
export const parameterProblem = (error: { validation?: readonly { message?: string }[] }) => badRequest(error.validation?.[0]?.message ?? 'Invalid request');
export const notFound = (message: string) => new ApiProblem(404, message);

/** 404 for a path or method the API does not have. */
export const noOperation = (request: { method: string; url: string }) => new ApiProblem(404, ERROR_MESSAGES.noOperation(request.method, request.url));
