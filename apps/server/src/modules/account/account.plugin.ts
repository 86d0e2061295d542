import { defineModule } from '../module.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService, type AccountService } from './account.service.js';

declare module '../module.js' {
  interface Services {
    account: AccountService;
  }
}

/** The player's account details and avatar. */
export default defineModule('account', [], async (app, { db, clock, config }) => {
  const account = createAccountService({ db, clock, uploadDir: config.UPLOAD_DIR! });
  app.services.account = account;
  await app.register(accountRoutes(account, config.UPLOAD_DIR!));
});
