/**
 * The agent's session token lives in the tab's sessionStorage under a key of its own: the console is
 * framed by the player site (same origin, same storage), and the player's `token` must stay apart.
 */
const TOKEN_KEY = 'agentToken';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage can be blocked (private mode); the console still runs for this page's life
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // see readToken()
  }
}
