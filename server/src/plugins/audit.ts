import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction } from '@esn/contract';
import { audit } from '../modules/admin/audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin action to record in the audit log when the route answers 2xx (target: the `id` path parameter). */
    audit?: { action: AuditAction; targetType: string };
  }
}

/**
 * The audit log of admin routes that declare `config.audit`: who (the admin), what, on what, when. Routes whose use
 * case knows more (a person's nickname, a suspension's reason) write their own entry instead.
 */
export default fp(
  async function auditPlugin(app: FastifyInstance) {
    // Before the answer goes out (onSend), so that whoever reads the log next finds the entry. Only on the routes that
    // declare `config.audit`: every other answer goes out without this hook's promise.
    const onSend: onSendHookHandler = async (req, reply, payload) => {
      const spec = req.routeOptions.config.audit;
      if (!spec || reply.statusCode >= 300 || !req.user) return payload;
      const id = (req.params as { id?: string } | undefined)?.id ?? null;
      const body = req.body as { name?: string; title?: string; status?: string } | undefined;
      const label = body?.name ?? body?.title ?? null;
      await audit(
        app.db,
        req.user,
        spec.action,
        { type: spec.targetType, id, label },
        body?.status ? { status: body.status } : {},
      ).catch((err: unknown) => req.log.error({ err }, 'writing the audit log failed'));
      return payload;
    };
    app.addHook('onRoute', (route) => {
      if (!route.config?.audit) return;
      const existing = route.onSend;
      route.onSend = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), onSend];
    });
  },
  { name: 'audit' },
);
