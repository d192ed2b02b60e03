/**
 * Development-only routes (the dev mailbox and any like it): never registered when
 * NODE_ENV=production, and elsewhere answered only to a peer on this machine. Any other peer
 * gets the same 404 as a path that does not exist, so the routes cannot be found from the
 * network even when the server listens on every interface (issue 16, docs/security.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export const isLoopbackAddress = (address: string | undefined | null) => {
  if (!address) return false;
  const a = address.trim().toLowerCase();
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  return IPV4_LOOPBACK.test(a.startsWith('::ffff:') ? a.slice(7) : a);
};

/**
 * Whether a request comes from this machine. The TCP peer must be a loopback address; the
 * X-Forwarded-For header is ignored unless TRUST_PROXY is on, and then every address it names
 * must be a loopback address too (a local proxy forwarding a remote client is not local, and a
 * client cannot make itself local by writing the header).
 */
export const isLoopbackPeer = (request: FastifyRequest, trustProxy: boolean) => {
  if (!isLoopbackAddress(request.socket?.remoteAddress)) return false;
  if (!trustProxy) return true;
  return (request.ips ?? [request.ip]).every(isLoopbackAddress);
};

/**
 * Registers a plugin of development-only routes: not at all in production; otherwise inside
 * its own scope, whose every route answers 404 to a peer that is not on this machine.
 * Answers whether the routes were registered.
 */
export const registerDevOnly = async <Options extends Record<string, unknown>>(
  app: FastifyInstance,
  config: Pick<Config, 'env' | 'trustProxy'>,
  plugin: FastifyPluginAsyncZod<Options>,
  options: Options,
) => {
  if (config.env === 'production') return false;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isLoopbackPeer(request, config.trustProxy)) return reply.callNotFound();
    });
    await scope.register(plugin, options);
  });
  return true;
};
