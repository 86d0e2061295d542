import { defineModule } from '../module.js';
import { firstOperatorRoutes } from './first-operator.routes.js';
import { createFirstOperatorService, type FirstOperatorService } from './first-operator.service.js';

declare module '../module.js' {
  interface Services {
    firstOperator: FirstOperatorService;
  }
}

/** The first operator of a new site: from ADMIN_INITIAL_PASSWORD or a one-time setup link. */
export default defineModule('first-operator', ['operators'], async (app, { db, clock }) => {
  const { operators, audit } = app.services;
  const firstOperator = createFirstOperatorService({ db, clock, operators, audit });
  app.services.firstOperator = firstOperator;
  await app.register(firstOperatorRoutes(firstOperator));
});
