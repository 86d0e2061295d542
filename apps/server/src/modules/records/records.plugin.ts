import { defineModule } from '../module.js';
import { recordsRoutes } from './records.routes.js';

/** The wallet-records screen: each sub-tab reads the module that owns its records. */
export default defineModule('records', ['deposits', 'withdrawals', 'transfers'], async (app) => {
  const { deposits, withdrawals, transfers } = app.services;
  await app.register(recordsRoutes({ deposits, withdrawals, transfers }));
});
