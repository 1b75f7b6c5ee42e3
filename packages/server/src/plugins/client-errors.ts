import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, MessageKey } from '@stroomlijn/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer } from './error-handler.js';

/**
 * Requests that never reach a route still answer with the standard error body: an address that is not
 * valid URL encoding (Fastify's router refuses it), and what Node's HTTP parser refuses before Fastify
 * sees a request (an unknown method, headers too large, a malformed request line).
 */
export function frameworkErrorsHandler(production: boolean) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    // The router's own refusals do not pass the app's error handler.
    const { appError, body } = errorAnswer(error, production);
    void reply.status(appError.statusCode).type('application/json').send(body);
  };
}

function clientErrorAnswer(code: string | undefined): { status: number; key: MessageKey; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, key: 'payload-too-large', message: 'The request headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, key: 'deserialization', message: 'The request was not received in time' };
  return { status: 400, key: 'deserialization', message: 'The request could not be read' };
}

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key, message } = clientErrorAnswer(error.code);
  const body: ErrorBody = { message, messageKey: key, errors: [], references: [], debugInfo: '' };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\n' +
        `X-Request-Id: ${randomUUID()}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}
