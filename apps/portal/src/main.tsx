import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

await initI18n();
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
