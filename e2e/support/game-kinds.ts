/**
 * A game of each kind the demo provider serves: platform and game code from the site's catalogue
 * (pg is seamless, the others transfer platforms). The game-page browser test and the frame-rate
 * script both open these.
 */
export const GAME_OF_KIND = {
  slot: ['pp', 'lucky-stars'],
  dice: ['pg', 'dice-sicbo'],
  baccarat: ['ag', 'baccarat-classic'],
  dragon_tiger: ['ky', 'dragon-tiger'],
  crash: ['pg', 'rocket-crash'],
  fishing: ['fgfish', 'fishing-king'],
  niuniu: ['ky', 'niuniu'],
  golden_flower: ['ky', 'golden-flower'],
  race: ['vr', 'lucky-crash'],
} as const;
