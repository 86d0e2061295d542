import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles/theme.css';
import './styles/shell.css';
import './styles/controls.css';
import './styles/cards.css';
import './styles/slot.css';
import './styles/paytable.css';
import './styles/table.css';
import './styles/roads.css';
import './styles/dice.css';
import './styles/crash.css';
import './styles/fishing.css';
import './styles/hands.css';
import './styles/niuniu.css';
import './styles/race.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
