import { defineModule } from '../module.js';
import { registerOperatorAuth } from './operator-auth.js';
import { operatorsRoutes } from './operators.routes.js';
import { createOperatorsService, type OperatorsService } from './operators.service.js';

declare module '../module.js' {
  interface Services {
    operators: OperatorsService;
  }
}

/** Operators, their sign-in and roles, and the permission check on every /admin/api route. */
export default defineModule('operators', ['audit-trail'], async (app, { db, clock }) => {
  const { audit } = app.services;
  const operators = createOperatorsService(db, clock, audit);
  app.services.operators = operators;
  registerOperatorAuth(app, operators, audit);
  await app.register(operatorsRoutes(operators, audit));
});
