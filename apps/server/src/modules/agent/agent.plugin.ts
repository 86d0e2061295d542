import { defineModule } from '../module.js';
import { agentAdminRoutes } from './agent-admin.routes.js';
import { createAgentAdminService } from './agent-admin.service.js';
import { agentRoutes } from './agent.routes.js';
import { createAgentService, type AgentService } from './agent.service.js';
import { createAgentTreeService, type AgentTreeService } from './agent-tree.service.js';
import { startAgentSettlement } from './settlement.job.js';
import { createSettlementService, type SettlementService } from './settlement.service.js';
import { statementsAdminRoutes } from './statements-admin.routes.js';
import { createStatementsAdminService } from './statements-admin.service.js';
import { createStatementsService, type StatementsService } from './statements.service.js';

declare module '../module.js' {
  interface Services {
    agent: AgentService;
    agentTree: AgentTreeService;
    agentSettlement: SettlementService;
    agentStatements: StatementsService;
  }
}

/**
 * The agent programme: applications, the referral tree, commission periods settled by a leased job,
 * and finance's review and payment of statements.
 */
export default defineModule(
  'agent',
  ['operators', 'site'],
  async (app, { db, clock, config, log, metrics, events }) => {
    const { settings } = app.services;
    const agentTree = createAgentTreeService(db, clock, settings, config.AGENT_PERIOD_MS);
    const agent = createAgentService(db, clock, agentTree);
    const agentSettlement = createSettlementService(db, clock, settings, {
      fixedPeriodMs: config.AGENT_PERIOD_MS,
    });
    const agentStatements = createStatementsService(db, clock, settings);
    const statementsAdmin = createStatementsAdminService(db, settings, agentSettlement, agentTree.levelOf);
    const agentAdmin = createAgentAdminService(db, clock, {
      tree: agentTree,
      settlement: agentSettlement,
      statements: statementsAdmin,
    });
    Object.assign(app.services, { agent, agentTree, agentSettlement, agentStatements });
    events.onInTransaction('playerRegistered', (trx, p) =>
      agentTree.join(trx, p.userId, p.referrerId, p.now),
    );
    const { operators } = app.services;
    await app.register(agentRoutes(agent, operators));
    await app.register(agentAdminRoutes(agentAdmin, operators));
    await app.register(statementsAdminRoutes(statementsAdmin, agentStatements, operators));

    let job: { stop(): Promise<void> } | undefined;
    app.addHook('onListen', async () => {
      if (config.AGENT_SETTLE_MS > 0 && config.NODE_ROLE !== 'api')
        job ??= startAgentSettlement(db, agentSettlement, config.AGENT_SETTLE_MS, {
          log,
          onRun: (outcome) => metrics.jobRuns.inc({ job: 'agent-settlement', outcome }),
        });
    });
    app.addHook('onClose', async () => job?.stop());
  },
);
