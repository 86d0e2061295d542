import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles/theme.css';
import './styles/overlays.css';
import './styles/lobby.css';
import './styles/odds.css';
import './styles/event.css';
import './styles/slip.css';
import './styles/bets.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
