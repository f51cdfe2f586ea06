import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setPageCompany } from './kit/data/client';
import { App } from './app/App';
import { readPreloaded } from './kit/bootstrap';
import { applyScheme, readThemeChoice, resolveScheme, systemPrefersDark } from './kit/theme/colorScheme';
import './app/global.css';

// Before the first render, so the page never shows in the other scheme (the policy forbids an
// inline script in index.html; until this module runs, global.css follows the system).
applyScheme(resolveScheme(readThemeChoice(), systemPrefersDark()));

// Before any call: each names the company of the page data the server wrote into this page.
setPageCompany(readPreloaded()?.administeredCompany?.id);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
