import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyScheme, readThemeChoice, resolveScheme, systemPrefersDark } from './app/theme/colorScheme';
import './app/global.css';

// Before the first render, so the page never shows in the other scheme (the policy forbids an
// inline script in index.html; until this module runs, global.css follows the system).
applyScheme(resolveScheme(readThemeChoice(), systemPrefersDark()));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
