import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZLoginLimits,
  ZRollNumberOrderSetting,
  type RollNumberOrder,
} from '@niyukti/shared';
import type { AppContext } from '../../app-context';
import { guarded } from '../../platform/auth/guarded-route';
import { currentUser } from '../../platform/auth/guards';
import { recordAudit } from '../../platform/audit/record-audit';
import { envelopeOf, ok } from '../../platform/errors/envelope';
import { readMasterConfig, updateMasterConfig } from './master-config.repository';

const limitsOf = (config: { maxWrongLoginAttempts: number; loginLockMinutes: number }) => ({
  maxWrongLoginAttempts: config.maxWrongLoginAttempts,
  loginLockMinutes: config.loginLockMinutes,
});

/** The brute-force setting: wrong passwords before a lock, and the lock's minutes (UM). */
export function loginLimitRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/login-limits',
      {
        ...guarded('UM', 'read'),
        schema: {
          tags: ['access'],
          summary: 'Sign-in limits against brute force (UM)',
          response: { 200: envelopeOf(ZLoginLimits) },
        },
      },
      async () => ok(limitsOf(await readMasterConfig(context.db))),
    );

    app.put(
      '/login-limits',
      {
        ...guarded('UM', 'update'),
        schema: {
          tags: ['access'],
          summary: 'Change the sign-in limits (UM)',
          body: ZLoginLimits,
          response: { 200: envelopeOf(ZLoginLimits) },
        },
      },
      async (request) => {
        const saved = await context.db.transaction(async (tx) => {
          const before = limitsOf(await readMasterConfig(tx));
          await updateMasterConfig(tx, request.body);
          await recordAudit(tx, {
            actorUserId: currentUser(request).userId,
            action: 'login-limits.update',
            entity: 'master_config',
            entityId: '1',
            before,
            after: request.body,
          });
          return limitsOf(await readMasterConfig(tx));
        });
        return ok(saved, MESSAGES['loginLimits.saved']);
      },
    );
  };
}

const orderOf = (config: { rollNumberGenerationOrder: string }) => ({
  rollNumberGenerationOrder: config.rollNumberGenerationOrder as RollNumberOrder,
});

/** The roll number generation order of master config (MC). */
export function rollNumberOrderRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['master data'];
    app.get(
      '/master-config/roll-number-order',
      {
        ...guarded('MC', 'read'),
        schema: {
          tags,
          summary: 'The order roll numbers are given in (MC)',
          response: { 200: envelopeOf(ZRollNumberOrderSetting) },
        },
      },
      async () => ok(orderOf(await readMasterConfig(context.db))),
    );

    app.put(
      '/master-config/roll-number-order',
      {
        ...guarded('MC', 'update'),
        schema: {
          tags,
          summary: 'Change the order roll numbers are given in (MC)',
          body: ZRollNumberOrderSetting,
          response: { 200: envelopeOf(ZRollNumberOrderSetting) },
        },
      },
      async (request) => {
        const saved = await context.db.transaction(async (tx) => {
          const before = orderOf(await readMasterConfig(tx));
          await updateMasterConfig(tx, request.body);
          await recordAudit(tx, {
            actorUserId: currentUser(request).userId,
            action: 'master-config.rollNumberOrder',
            entity: 'master_config',
            entityId: '1',
            before,
            after: request.body,
          });
          return orderOf(await readMasterConfig(tx));
        });
        return ok(saved, MESSAGES['masterData.rollNumberOrderSaved']);
      },
    );
  };
}
