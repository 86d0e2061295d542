import { defineModule } from '../module.js';
import { agentRoutes } from './agent.routes.js';
import { createAgentService, type AgentService } from './agent.service.js';

declare module '../module.js' {
  interface Services {
    agent: AgentService;
  }
}

/** Agents and the players they brought. */
export default defineModule('agent', ['operators'], async (app, { db, clock }) => {
  const agent = createAgentService(db, clock);
  app.services.agent = agent;
  await app.register(agentRoutes(agent, app.services.operators));
});
